import { z } from 'zod';

/** Spec: the brand-story carousel and list load 20 a page. */
export const BRAND_STORIES_PAGE_SIZE = 20;

export const brandStoryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(BRAND_STORIES_PAGE_SIZE),
});

export const brandStorySlugSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
});
