/** The product's languages; Polish is the default. Kept free of imports: client bundles read it. */
export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
