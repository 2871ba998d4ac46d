/**
 * The offer form area as other features may use it on the server. Import from here, never from another
 * file of `features/offer-form/server` (eslint.config.mjs enforces it); add a line when you need more.
 */
export { companyOffer, finishRecruitment, isActive } from './company-offers';
export { startDraftFromOffer } from './drafts';
export { draftForPayment } from './drafts';
