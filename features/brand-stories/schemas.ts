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

/** Spec: a story's type is one of these. */
export const BRAND_STORY_TYPE_VALUES = [
  'startup',
  'software-house',
  'e-commerce',
  'corporation',
  'agency',
  'other',
] as const;
export type BrandStoryType = (typeof BRAND_STORY_TYPE_VALUES)[number];

/** Limits of the editor (shown to the employer in the form's hints). */
export const STORY_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  slugMin: 3,
  slugMax: 80,
  shortDescriptionMin: 20,
  shortDescriptionMax: 300,
  /** The body's HTML as the editor sends it (sanitised on the server). */
  bodyMax: 50_000,
  technologiesMax: 20,
  galleryMax: 8,
} as const;

/** Story images: the company logo's rules (spec: JPG, JPEG or PNG, at most 5,242,880 bytes). */
export const STORY_IMAGE_MAX_BYTES = 5_242_880;
export const STORY_IMAGE_NAME = /\.(jpe?g|png)$/i;
/** The multipart file fields: the logo, the cover and each new gallery photo (`gallery0`…). */
export const STORY_IMAGE_FIELDS = ['logo', 'cover'] as const;
export const galleryField = (i: number) => `gallery${i}`;

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
