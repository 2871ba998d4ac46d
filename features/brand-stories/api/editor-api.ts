import { apiRequest } from '@/lib/api-client';
import type { BrandStoryEditorView, BrandStoryStatus } from '../schemas';

const BASE = '/api/v2/employer-panel/brand-stories';

/** PUT /v2/employer-panel/brand-stories/{slug}: the story's fields and images as multipart. */
export const saveStory = (slug: string, form: FormData) =>
  apiRequest<BrandStoryEditorView>(`${BASE}/${encodeURIComponent(slug)}`, { method: 'PUT', form });

/** GET /v2/employer-panel/brand-stories/status/{slug}: free, ours or taken. */
export const getSlugStatus = (slug: string, signal?: AbortSignal) =>
  apiRequest<BrandStoryStatus>(`${BASE}/status/${encodeURIComponent(slug)}`, { signal });

/** GET /v2/employer-panel/brand-stories/technologies: dictionary skills by name. */
export const findTechnologies = (search: string, signal?: AbortSignal) =>
  apiRequest<{ data: { id: number; name: string }[] }>(`${BASE}/technologies`, { query: { search }, signal });
