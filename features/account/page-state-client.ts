import { PAGE_STATE_MAX_OFFERS } from './constants';

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
