/**
 * The offer form area as other features may use it on the server. Import from here, never from another
 * file of `features/offer-form/server` (eslint.config.mjs enforces it); add a line when you need more.
 */
export { companyOffer, finishRecruitment, isActive } from './company-offers';
export { startDraftFromOffer } from './start-draft-from-offer';
export { draftForPayment } from './draft-payment';
// The posting API (features/integrations, decision 0056): the form's own save, publish and update paths.
export { companyCodesFor, redeemCodeInTx } from './codes';
export { updateCompanyOffer } from './company-offers';
export { saveDraft, type DraftRow } from './drafts';
export { companyPrefill, startExternalDraft } from './start-draft';
export { offerError } from './errors';
export { serverShapeSchema, type ParsedServerShape } from './shape-schema';
