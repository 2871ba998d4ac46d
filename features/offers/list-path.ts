/**
 * The fixed segments of the offer-list path (`/job-offers/{city | all-locations | remote}/…`), apart
 * from the codec in `search-params.ts`, so a field that only needs them does not bring the codec
 * into the browser's first load.
 */
export const LIST_PREFIX = 'job-offers';
export const ALL_LOCATIONS = 'all-locations';
export const REMOTE_LOCATION = 'remote';
