/** The blog as other features may use it on the server (eslint.config.mjs enforces it). */
export { parseFrontMatter } from './blog-posts';
