import { PAGE_STATE_MAX_OFFERS } from './constants';
import type { PageState } from './page-state-schema';

/**
 * The browser's side of the page-state call (decision 0066). Cards note their offers as they mount; the
 * viewer provider, whose effect runs after its children's, takes them and asks once.
 */
const noted = new Set<number>();

/** An offer on screen whose favourite and applied state the page-state call should bring. */
export function noteOffer(offerId: number): void {
  noted.add(offerId);
}

let pageOffer: number | null = null;

/** The offer page's own offer: the call brings its apply prefill, last application and match (decision 0073). */
export function notePageOffer(offerId: number): void {
  pageOffer = offerId;
}

/** The page's own offer, if one was noted, forgetting it. */
export function takePageOffer(): number | null {
  const id = pageOffer;
  pageOffer = null;
  return id;
}

/** The offers noted so far (at most the call's limit), forgetting them. */
export function takeNotedOffers(): number[] {
  const ids = [...noted].slice(0, PAGE_STATE_MAX_OFFERS);
  noted.clear();
  return ids;
}

export const PAGE_STATE_API = '/api/v1/me/page-state';

/** The visitor's own state for these offers, or null when the call failed (the page stays anonymous). */
export async function fetchPageState(
  offers: number[],
  fetcher: typeof fetch = (...args) => fetch(...args),
  /** The offer page's own offer, and the page's language (the match explanation's texts). */
  page?: { offer: number; lang: string },
): Promise<PageState | null> {
  const params = [
    ...(offers.length ? [`offers=${offers.join(',')}`] : []),
    ...(page ? [`offer=${page.offer}`, `lang=${page.lang === 'en' ? 'en' : 'pl'}`] : []),
  ];
  const query = params.length ? `?${params.join('&')}` : '';
  const res = await fetcher(`${PAGE_STATE_API}${query}`, { cache: 'no-store', credentials: 'same-origin' }).catch(
    () => null,
  );
  if (!res?.ok) return null;
  const body = (await res.json().catch(() => null)) as PageState | null;
  // The answer is our own API's; a shape it cannot have (a proxy's page) leaves the page anonymous.
  const kind = body?.viewer?.kind;
  return kind === 'anonymous' || kind === 'candidate' ? body : null;
}
