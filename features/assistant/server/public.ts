/** The assistant area as other features may use it on the server (eslint.config.mjs enforces it). */
export { assistantHub } from './assistant-hub';
