/**
 * Where a company's logo is kept: a full PNG and the card's thumbnail beside it, under one prefix. The
 * company page and the offer form store uploads this way (features/employer-company), the demo data its
 * generated logos, and the logo route (features/companies) serves them.
 */
export const LOGO_PREFIX = 'company-logos';

/** The full logo (company page, offer page) and the card's mark (48 px shown, twice that for sharp screens). */
export const LOGO_FULL_SIDE = 512;
export const LOGO_THUMB_SIDE = 96;

/** The thumbnail stored beside a logo. */
export const logoThumbKey = (key: string): string => key.replace(/\.png$/, '-thumb.png');
