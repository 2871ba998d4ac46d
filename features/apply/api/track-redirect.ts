import { getAntiBotToken } from '@/lib/antibot/client';
import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

export interface TrackedRedirect {
  id: number;
  token: string;
}

/**
 * POST /api/v2/user-panel/offers/{slug}/track-redirects: records a click on an external apply URL. A failure
 * only means no redirect id (the candidate is never held up), so it answers null instead of throwing.
 */
export async function trackRedirect(slug: string, locale: string): Promise<TrackedRedirect | null> {
  try {
    const body = await apiFetch<{ redirect_id: number; redirect_token: string }>(candidateApi.trackRedirect(slug), {
      method: 'POST',
      query: { lang: locale },
      keepalive: true,
      headers: { 'Recaptcha-Token': await getAntiBotToken('track_redirect'), Version: '1' },
      json: {},
    });
    return { id: body.redirect_id, token: body.redirect_token };
  } catch {
    return null;
  }
}
