import * as z from 'zod/mini';
import { BRAND_STORY_TYPE_VALUES, STORY_LIMITS, STORY_SLUG_PATTERN } from './constants';

/**
 * The story's field rules, declared once: the editor validates with them in the browser (react-hook-form,
 * `catalogueResolver`) and the multipart route parses the same fields with them (./schemas re-exports them).
 * zod/mini, so the browser bundles no full zod. Messages are keys of the validation catalogue
 * (`errors.validation`), worded where they are shown.
 */

/** Segments of `/v2/employer-panel/brand-stories/…` that are not story slugs. */
const RESERVED_SLUGS = ['data', 'status', 'technologies'];

/** A story's address: lenient in case and surrounding spaces, strict in shape. */
export const storySlug = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(STORY_LIMITS.slugMin),
  z.maxLength(STORY_LIMITS.slugMax),
  z.regex(STORY_SLUG_PATTERN, { error: 'slugFormat' }),
  // The editor's own API paths beside `{slug}`: a story named like them could not be saved.
  z.refine((s) => !RESERVED_SLUGS.includes(s), { error: 'slugReserved' }),
);

const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** The text fields of `PUT /v2/employer-panel/brand-stories/{slug}` (multipart; lists as JSON strings). */
export const brandStoryInputSchema = z.object({
  name: text(STORY_LIMITS.nameMin, STORY_LIMITS.nameMax),
  slug: storySlug,
  type: z.enum(BRAND_STORY_TYPE_VALUES),
  shortDescription: text(STORY_LIMITS.shortDescriptionMin, STORY_LIMITS.shortDescriptionMax),
  body: z._default(z.string().check(z.maxLength(STORY_LIMITS.bodyMax)), ''),
  technologies: z._default(z.array(text(1, 60)).check(z.maxLength(STORY_LIMITS.technologiesMax)), []),
  /** Photos of the gallery kept from before, by their URL, in order; new photos follow them. */
  gallery: z._default(z.array(z.string().check(z.maxLength(300))).check(z.maxLength(STORY_LIMITS.galleryMax)), []),
  status: z._default(z.enum(['draft', 'published']), 'published'),
});
export type BrandStoryInput = z.output<typeof brandStoryInputSchema>;
/** The editor's values as the form holds them (before trimming and defaults). */
export type BrandStoryFormValues = z.input<typeof brandStoryInputSchema>;
