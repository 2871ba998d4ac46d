/** The dictionaries area as other features may use it on the server (eslint.config.mjs enforces it). */
export { getFormInputsData } from './dictionary-service';
