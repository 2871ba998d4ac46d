import { z } from 'zod';
import { BRAND_STORY_TYPE_VALUES, STORY_LIMITS, type BrandStoryType } from './constants';
import { storySlug } from './story-schema';

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

export { BRAND_STORY_TYPE_VALUES, STORY_LIMITS, type BrandStoryType };
export { galleryField, STORY_IMAGE_MAX_BYTES, STORY_IMAGE_NAME } from './constants';

export { brandStoryInputSchema, type BrandStoryInput } from './story-schema';

/** The slug in an editor path (`data/{slug}`, `{slug}`, `status/{slug}`): the story's own address rule. */
export const editorSlugParamsSchema = z.object({ slug: storySlug });

export const technologiesQuerySchema = z.object({
  search: z.string().trim().max(60).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

/** What the editor reads and the save answers. */
export const brandStoryEditorSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(BRAND_STORY_TYPE_VALUES),
  logoUrl: z.string().nullable(),
  coverPhotoUrl: z.string().nullable(),
  shortDescription: z.string(),
  body: z.string(),
  technologies: z.array(z.string()),
  gallery: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  offersCount: z.number(),
  updatedAt: z.string(),
});
export type BrandStoryEditorView = z.output<typeof brandStoryEditorSchema>;

/** `GET /v2/employer-panel/brand-stories/status/{slug}`: whose the slug is. */
export const brandStoryStatusSchema = z.object({
  slug: z.string(),
  /** free: nobody's; draft/published: this company's story; taken: another company's. */
  state: z.enum(['free', 'draft', 'published', 'taken']),
});
export type BrandStoryStatus = z.output<typeof brandStoryStatusSchema>;
