import { z } from 'zod';
import { BRAND_STORY_TYPE_VALUES, STORY_LIMITS, type BrandStoryType } from './constants';

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

/** Segments of `/v2/employer-panel/brand-stories/…` that are not story slugs. */
const RESERVED_SLUGS = ['data', 'status', 'technologies'];

const slugRule = z
  .string()
  .trim()
  .toLowerCase()
  .min(STORY_LIMITS.slugMin)
  .max(STORY_LIMITS.slugMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'employerBrandStories.validation.slugFormat' })
  // The editor's own API paths beside `{slug}`: a story named like them could not be saved.
  .refine((s) => !RESERVED_SLUGS.includes(s), { message: 'employerBrandStories.validation.slugReserved' });

/** The text fields of `PUT /v2/employer-panel/brand-stories/{slug}` (multipart; lists as JSON strings). */
export const brandStoryInputSchema = z.object({
  name: z.string().trim().min(STORY_LIMITS.nameMin).max(STORY_LIMITS.nameMax),
  slug: slugRule,
  type: z.enum(BRAND_STORY_TYPE_VALUES),
  shortDescription: z.string().trim().min(STORY_LIMITS.shortDescriptionMin).max(STORY_LIMITS.shortDescriptionMax),
  body: z.string().max(STORY_LIMITS.bodyMax).default(''),
  technologies: z.array(z.string().trim().min(1).max(60)).max(STORY_LIMITS.technologiesMax).default([]),
  /** Photos of the gallery kept from before, by their URL, in order; new photos follow them. */
  gallery: z.array(z.string().max(300)).max(STORY_LIMITS.galleryMax).default([]),
  status: z.enum(['draft', 'published']).default('published'),
});
export type BrandStoryInput = z.output<typeof brandStoryInputSchema>;

/** The slug in an editor path (`data/{slug}`, `{slug}`, `status/{slug}`): lenient in case, strict in shape. */
export const editorSlugParamsSchema = z.object({ slug: slugRule });

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
