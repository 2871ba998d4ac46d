/**
 * The list tells the map which offer card is hovered, so its marker can bounce. A DOM event keeps
 * the list free of any map code (the map may not even be loaded).
 */
export const OFFER_HOVER_EVENT = 'wakat:offer-hover';

export type OfferHoverDetail = { offerId: number | null };

export function announceOfferHover(offerId: number | null): void {
  window.dispatchEvent(new CustomEvent<OfferHoverDetail>(OFFER_HOVER_EVENT, { detail: { offerId } }));
}

/** Calls `listener` with the hovered offer (null when none); returns the unsubscribe function. */
export function onOfferHover(listener: (offerId: number | null) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<OfferHoverDetail>).detail?.offerId ?? null);
  window.addEventListener(OFFER_HOVER_EVENT, handle);
  return () => window.removeEventListener(OFFER_HOVER_EVENT, handle);
}
