/** The matching area as other features may use it on the server (eslint.config.mjs enforces it). */
export { findMatchedOffers } from './match-service';
export { getPreferences, preferencesFilledIn } from './preference-service';
export { findMatchedCandidates, isMatchedCandidate } from './matched-candidates';
export { loadMatchView } from './match-view';
