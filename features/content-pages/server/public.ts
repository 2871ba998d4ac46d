/** The content pages as other features may use them on the server (eslint.config.mjs enforces it). */
export { INDEXED_CONTENT_PATHS } from './content-pages';
