/** The map area as other features may use it on the server (eslint.config.mjs enforces it). */
export { getCityLabels } from './map-places';
