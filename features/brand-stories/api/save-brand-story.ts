import { apiRequest, type ApiAnswer } from '@/lib/api-client/api-client';
import { employerApi } from '@/lib/api-paths/employer';
import type { BrandStoryEditorView } from '../schemas';

/**
 * PUT /api/v2/employer-panel/brand-stories/{slug}: the story's fields and images as multipart. Settles to the
 * answer, so the editor can put the server's field errors (an image's bytes, a taken address) on their fields.
 */
export function saveBrandStory(slug: string, form: FormData): Promise<ApiAnswer<BrandStoryEditorView>> {
  return apiRequest<BrandStoryEditorView>(employerApi.brandStory(slug), { method: 'PUT', form });
}
