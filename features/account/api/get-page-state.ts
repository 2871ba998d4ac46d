import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { PageState } from '../page-state-schema';

/**
 * GET /api/v1/me/page-state: the visitor's own state for these offers (decision 0066), or null when the call
 * failed (the page stays anonymous). Read once per page by the viewer provider, in the first-load JS.
 */
export async function getPageState(
  offers: number[],
  /** The offer page's own offer, and the page's language (the match explanation's texts). */
  page?: { offer: number; lang: string },
): Promise<PageState | null> {
  // The ids stay comma-joined as written (a query object would escape the commas).
  const params = [
    ...(offers.length ? [`offers=${offers.join(',')}`] : []),
    ...(page ? [`offer=${page.offer}`, `lang=${page.lang === 'en' ? 'en' : 'pl'}`] : []),
  ];
  const query = params.length ? `?${params.join('&')}` : '';
  const body = await apiFetch<PageState | null>(`${candidateApi.pageState()}${query}`, { cache: 'no-store' }).catch(
    () => null,
  );
  // The answer is our own API's; a shape it cannot have (a proxy's page) leaves the page anonymous.
  const kind = body?.viewer?.kind;
  return kind === 'anonymous' || kind === 'candidate' ? body : null;
}
