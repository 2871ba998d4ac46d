/** The editor's rules without zod, so client code can read them without shipping the schema library. */

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

/** A story's address: lower-case letters and digits in words joined by single hyphens. */
export const STORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Story images: the company logo's rules (spec: JPG, JPEG or PNG, at most 5,242,880 bytes). */
export const STORY_IMAGE_MAX_BYTES = 5_242_880;
export const STORY_IMAGE_NAME = /\.(jpe?g|png)$/i;
export const galleryField = (i: number) => `gallery${i}`;
