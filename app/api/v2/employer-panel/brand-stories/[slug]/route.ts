// PUT /api/v2/employer-panel/brand-stories/{slug} – multipart: creates or changes the company's story (logo, cover, gallery).
import {
  brandStoryInputSchema,
  editorSlugParamsSchema,
  STORY_IMAGE_MAX_BYTES,
  STORY_LIMITS,
} from '@/features/brand-stories/schemas';
import { galleryFilesOf, saveBrandStory, STORY_EDIT_RIGHT } from '@/features/brand-stories/server/brand-story-editor';
import { storyFieldError } from '@/features/brand-stories/server/story-messages';
import { parseInput } from '@/lib/http/parse-input';
import { withRoute } from '@/lib/http/with-route';
import { readMultipart } from '@/lib/uploads/multipart';

/** Logo, cover and every gallery photo at most. */
const MAX_FILES = 2 + STORY_LIMITS.galleryMax;

export const PUT = withRoute(
  { auth: { companyRight: STORY_EDIT_RIGHT }, params: editorSlugParamsSchema },
  async ({ db, tenant, caller, params, request, locale }) => {
    const { fields, files } = await readMultipart(request, {
      maxFileBytes: STORY_IMAGE_MAX_BYTES,
      maxFiles: MAX_FILES,
      maxFieldBytes: STORY_LIMITS.bodyMax * 2,
      maxBodyBytes: (STORY_IMAGE_MAX_BYTES + 1) * MAX_FILES + 1024 * 1024,
    });
    const list = (name: string) => {
      if (fields[name] === undefined || fields[name] === '') return undefined;
      try {
        return JSON.parse(fields[name]) as unknown;
      } catch {
        throw storyFieldError(locale, name, 'validation.listFormat');
      }
    };
    const input = parseInput(
      brandStoryInputSchema,
      { ...fields, technologies: list('technologies'), gallery: list('gallery') },
      locale,
    );
    const { logo, cover } = files;
    return saveBrandStory(
      db,
      tenant,
      caller,
      params.slug,
      input,
      { logo, cover, gallery: galleryFilesOf(files) },
      locale,
    );
  },
);
