import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import { galleryField } from '../constants';
import type { BrandStoryEditorView } from '../schemas';
import type { BrandStoryInput } from '../story-schema';

/** The images chosen since the last save: a new logo, a new cover, new gallery photos (after the kept ones). */
export interface StoryFiles {
  logo: File | null;
  cover: File | null;
  photos: File[];
}

/**
 * PUT /api/v2/employer-panel/brand-stories/{slug}: the story's fields (checked in the browser with the
 * route's schema) and images as multipart, lists as JSON. Settles to the answer, so the editor can put the
 * server's field errors (an image's bytes, a taken address) on their fields.
 */
export function saveBrandStory(
  slug: string,
  values: BrandStoryInput,
  files: StoryFiles,
): Promise<ApiAnswer<BrandStoryEditorView>> {
  const form = new FormData();
  form.set('name', values.name);
  form.set('slug', values.slug);
  form.set('type', values.type);
  form.set('shortDescription', values.shortDescription);
  form.set('body', values.body);
  form.set('technologies', JSON.stringify(values.technologies));
  form.set('gallery', JSON.stringify(values.gallery));
  form.set('status', values.status);
  if (files.logo) form.set('logo', files.logo, files.logo.name);
  if (files.cover) form.set('cover', files.cover, files.cover.name);
  files.photos.forEach((p, i) => form.set(galleryField(i), p, p.name));
  return apiRequest<BrandStoryEditorView>(employerApi.brandStory(slug), { method: 'PUT', form });
}
