/** The applying area as other features may use it on the server (eslint.config.mjs enforces it). */
export { findAppliedOfferIds } from './history-service';
export { createCvToken } from './cv-token';
