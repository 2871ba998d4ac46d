/** The product's languages; Polish is the default. Kept free of imports: client bundles read it. */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language without a URL prefix (`localePrefix: 'as-needed'` in routing.ts). */
export const DEFAULT_LOCALE: Locale = 'pl';
