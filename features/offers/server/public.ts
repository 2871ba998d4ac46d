/**
 * The offers area as other features may use it on the server. Import from here, never from another
 * file of `features/offers/server` (eslint.config.mjs enforces it); add a line when you need more.
 */
export { boardVersion, offersChanged } from './board-version';
export { getCardViewText } from './card-view-text';
export { cachedCount } from './count-cache';
export { toListCardView } from './list-card-view';
export { listHref, parseListRequest } from './list-page-service';
export { findOfferCards } from './offer-cards';
export { findPublicOfferBySlug, PUBLIC_STATUSES } from './offer-detail-queries';
export { isOfferActive } from './offer-detail-service';
export { listedOn, offerConditions, type ResolvedFilters } from './offer-search-queries';
export { resolveFilters } from './offer-search-service';
export { getSearchDictionary } from './search-dictionary';
// The one way to write an offer (decision 0014).
export {
  announceOfferBoards,
  applyOfferState,
  changeOfferState,
  type OfferStateAction,
} from './offer-writer/change-offer-state';
export { createOffer, createOffersInTx } from './offer-writer/create-offers';
export type { OfferInput, ValidOffer, WriteOptions } from './offer-writer/offer-input';
export { updateOffer, updateOfferInTx } from './offer-writer/update-offer';
