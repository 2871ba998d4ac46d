import { COMPANY_SIZES, fillCompanyName, forbiddenTokenIn, websiteIssue } from '@/lib/company-rules';
import {
  CLAUSE_MAX,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  COMPANY_PLACEHOLDER,
  CONSENT_MIN,
  INFORMATION_CLAUSE_MIN,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  WEBSITE_MAX,
  BILLING_COUNTRIES,
  EU_COUNTRIES,
} from './constants';

/**
 * The employer side's company rules (spec section 5), pure, shared and free of zod (the browser bundles
 * them: the payment step checks invoice data with them): the company, billing-data, clauses and profile
 * schemas of ./validation and the invoice data of the payment step validate with these. The offer form does
 * not import them: its company and consent steps share only the bounds and the website and template-token
 * checks of lib/company-rules.ts, which these build on, and word their issues in their own schema
 * (features/offer-form/schema.ts). Each check
 * answers a key of the validation catalogue (`errors.validation`, lib/validation/messages.ts) or null when
 * the value passes, so a caller words it wherever it runs.
 */

export type CompanyIssue =
  | 'required'
  | 'tooShort'
  | 'websiteRequired'
  | 'websiteSpaces'
  | 'websiteScheme'
  | 'websiteInvalid'
  | 'postalCodePl'
  | 'postalCodeInvalid'
  | 'taxIdRequired'
  | 'nipFormat'
  | 'nipChecksum'
  | 'vatFormat'
  | 'taxIdInvalid'
  | 'countryInvalid'
  | 'clauseForbiddenToken'
  | 'consentPlaceholderMissing';

export { BILLING_COUNTRIES, COMPANY_SIZES, EU_COUNTRIES };
export {
  CLAUSE_MAX,
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  COMPANY_PLACEHOLDER,
  CONSENT_MIN,
  INFORMATION_CLAUSE_MIN,
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  WEBSITE_MAX,
};

// ---------------------------------------------------------------------------------------------------- website

export { websiteIssue };

// ---------------------------------------------------------------------------------------------------- country

export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

export const isBillingCountry = (value: string): value is BillingCountry =>
  (BILLING_COUNTRIES as readonly string[]).includes(value);
export const isEuCountry = (value: string): boolean => (EU_COUNTRIES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------------- postal code

export const PL_POSTAL_CODE = /^\d{2}-\d{3}$/;

/** Polish codes are `NN-NNN`; elsewhere 2–10 letters, digits, spaces or hyphens (UK, NL, IE… differ widely). */
export function postalCodeIssue(value: string, country: string): CompanyIssue | null {
  if (country === 'PL') return PL_POSTAL_CODE.test(value) ? null : 'postalCodePl';
  return /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/.test(value) ? null : 'postalCodeInvalid';
}

// ---------------------------------------------------------------------------------------------------- tax id

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** A Polish NIP: ten digits whose weighted sum of the first nine, mod 11, is the tenth (10 is never valid). */
export function isValidNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** The VAT number's country prefix (Greece uses EL). */
export const vatPrefix = (country: string): string => (country === 'GR' ? 'EL' : country);

/** National part of an EU VAT number by country (the formats the EU's VIES service documents). */
export const VAT_FORMATS: Record<(typeof EU_COUNTRIES)[number], RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

export type TaxIdResult = { ok: true; value: string } | { ok: false; issue: CompanyIssue };

/**
 * Checks a tax id for the billing country and answers it normalised (upper case, no spaces, dots or
 * hyphens): for Poland the ten NIP digits (a `PL` prefix is accepted and dropped) with the checksum; for
 * another EU country its VAT number with the country prefix (added when missing); elsewhere 2–30 letters
 * and digits.
 */
export function checkTaxId(raw: string, country: string): TaxIdResult {
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, '');
  if (compact === '') return { ok: false, issue: 'taxIdRequired' };
  if (country === 'PL') {
    const digits = compact.startsWith('PL') ? compact.slice(2) : compact;
    if (!/^\d{10}$/.test(digits)) return { ok: false, issue: 'nipFormat' };
    return isValidNip(digits) ? { ok: true, value: digits } : { ok: false, issue: 'nipChecksum' };
  }
  if (isEuCountry(country)) {
    const prefix = vatPrefix(country);
    const national = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
    return VAT_FORMATS[country as keyof typeof VAT_FORMATS].test(national)
      ? { ok: true, value: `${prefix}${national}` }
      : { ok: false, issue: 'vatFormat' };
  }
  return /^[A-Z0-9]{2,30}$/.test(compact) ? { ok: true, value: compact } : { ok: false, issue: 'taxIdInvalid' };
}

// ---------------------------------------------------------------------------------------------------- clauses

export { forbiddenTokenIn };

/** The information clause: required, long enough (`tooShort` with INFORMATION_CLAUSE_MIN), no template leftover. */
export function informationClauseIssue(text: string): CompanyIssue | null {
  if (text.trim() === '') return 'required';
  if (text.trim().length < INFORMATION_CLAUSE_MIN) return 'tooShort';
  return forbiddenTokenIn(text) ? 'clauseForbiddenToken' : null;
}

/** A consent (future recruitment or custom) when enabled: long enough, naming the company by the placeholder. */
export function consentIssue(text: string): CompanyIssue | null {
  if (text.trim() === '') return 'required';
  if (text.trim().length < CONSENT_MIN) return 'tooShort';
  if (!text.includes(COMPANY_PLACEHOLDER)) return 'consentPlaceholderMissing';
  return forbiddenTokenIn(text) ? 'clauseForbiddenToken' : null;
}

/** A clause or consent as candidates read it: the placeholder replaced by the company's name. */
export const fillConsent = fillCompanyName;
