import { z } from 'zod';
import { COMPANY_SIZES } from '@/lib/db/schema/companies';
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
 * The employer side's company rules (spec section 5), pure and shared: the company form, the invoice data
 * of the payment step and the offer form's company and consent steps all validate with these. Each check
 * answers an issue key of `employerCompany.validation` (or null when the value passes), so a caller
 * translates it wherever it runs.
 */

export type CompanyIssue =
  | 'nameLength'
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
  | 'clauseTooShort'
  | 'clauseForbiddenToken'
  | 'consentPlaceholderMissing';

/** The issue keys live under this namespace of messages/*.json. */
export const ISSUE_NAMESPACE = 'employerCompany.validation';

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

/**
 * The spec's URL rule: required, starts with http:// or https://, no spaces anywhere, and a real URL
 * whose host has a dotted domain (a candidate clicks it from the offer page).
 */
export function websiteIssue(value: string): CompanyIssue | null {
  if (value === '') return 'websiteRequired';
  if (/\s/.test(value)) return 'websiteSpaces';
  if (!/^https?:\/\//i.test(value)) return 'websiteScheme';
  if (value.length > WEBSITE_MAX) return 'websiteInvalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'websiteInvalid';
  }
  if (url.username || url.password) return 'websiteInvalid';
  // A dotted host ending in a letter TLD (or an IDN's punycode); no bare names, no IP-only oddities.
  if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(url.hostname)) {
    return 'websiteInvalid';
  }
  return null;
}

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

/**
 * Tokens that show a template was never finished. The placeholder itself is allowed in every text (the
 * offer page puts the company's name in its place) and required in a consent.
 */
export const FORBIDDEN_CLAUSE_TOKENS = ['lorem ipsum', '[nazwa firmy]', '[company name]', 'xxx'];

export function forbiddenTokenIn(text: string): string | null {
  const lower = text.toLowerCase();
  return FORBIDDEN_CLAUSE_TOKENS.find((token) => lower.includes(token.toLowerCase())) ?? null;
}

export function informationClauseIssue(text: string): CompanyIssue | null {
  if (text.trim().length < INFORMATION_CLAUSE_MIN) return 'clauseTooShort';
  return forbiddenTokenIn(text) ? 'clauseForbiddenToken' : null;
}

/** A consent (future recruitment or custom) when enabled: long enough, naming the company by the placeholder. */
export function consentIssue(text: string): CompanyIssue | null {
  if (text.trim().length < CONSENT_MIN) return 'clauseTooShort';
  if (!text.includes(COMPANY_PLACEHOLDER)) return 'consentPlaceholderMissing';
  return forbiddenTokenIn(text) ? 'clauseForbiddenToken' : null;
}

/** A clause or consent as candidates read it: the placeholder replaced by the company's name. */
export const fillConsent = (text: string, companyName: string): string =>
  text.split(COMPANY_PLACEHOLDER).join(companyName);

// ---------------------------------------------------------------------------------------------------- zod schemas

/** A custom issue whose message is a key of ISSUE_NAMESPACE (params are the message's values). */
function addIssue(ctx: z.RefinementCtx, path: string, issue: CompanyIssue, params?: Record<string, unknown>) {
  ctx.addIssue({ code: 'custom', path: [path], message: `${ISSUE_NAMESPACE}.${issue}`, params });
}

const text = (max: number) => z.string().trim().max(max);

/** The text fields of POST /v1/company/company_data (the logo travels as a file part). */
export const companyDataSchema = z.object({
  name: text(COMPANY_NAME_MAX).min(COMPANY_NAME_MIN),
  size: z.enum(COMPANY_SIZES),
  // Not trimmed: the rule refuses spaces anywhere, a pasted trailing space included.
  website: z
    .string()
    .max(WEBSITE_MAX + 1)
    .superRefine((value, ctx) => {
      const issue = websiteIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: `${ISSUE_NAMESPACE}.${issue}` });
    }),
});
export type CompanyDataInput = z.infer<typeof companyDataSchema>;

export const billingDataSchema = z
  .object({
    companyName: text(COMPANY_NAME_MAX * 2).min(COMPANY_NAME_MIN),
    street: text(120).min(1),
    number: text(20).min(1),
    postalCode: text(10).min(1),
    city: text(80).min(1),
    country: z.string().trim().toUpperCase().length(2),
    taxId: text(40),
  })
  .superRefine((v, ctx) => {
    if (!isBillingCountry(v.country)) return addIssue(ctx, 'country', 'countryInvalid');
    const postal = v.postalCode && postalCodeIssue(v.postalCode, v.country);
    if (postal) addIssue(ctx, 'postalCode', postal);
    const tax = checkTaxId(v.taxId, v.country);
    if (!tax.ok) addIssue(ctx, 'taxId', tax.issue);
  })
  .transform((v) => {
    const tax = checkTaxId(v.taxId, v.country);
    return { ...v, taxId: tax.ok ? tax.value : v.taxId };
  });
export type BillingDataInput = z.infer<typeof billingDataSchema>;

export const clausesSchema = z
  .object({
    informationClause: z.string().trim().max(CLAUSE_MAX),
    futureConsentEnabled: z.boolean(),
    futureConsent: z.string().trim().max(CLAUSE_MAX).default(''),
    customConsentEnabled: z.boolean(),
    customConsent: z.string().trim().max(CLAUSE_MAX).default(''),
  })
  .superRefine((v, ctx) => {
    const info = informationClauseIssue(v.informationClause);
    if (info) addIssue(ctx, 'informationClause', info, { min: INFORMATION_CLAUSE_MIN });
    for (const key of ['futureConsent', 'customConsent'] as const) {
      if (!v[`${key}Enabled`]) continue;
      const issue = consentIssue(v[key]);
      if (issue) addIssue(ctx, key, issue, { min: CONSENT_MIN, placeholder: COMPANY_PLACEHOLDER });
    }
  });
export type ClausesInput = z.infer<typeof clausesSchema>;

/** PATCH /v2/employer-panel/company/recruiter-access: recruiters limited to their assigned offers, or not. */
export const recruiterAccessSchema = z.object({ recruitersAssignedOnly: z.boolean() }).strict();
export type RecruiterAccessInput = z.infer<typeof recruiterAccessSchema>;

const PHONE_PATTERN = /^(\+\d{1,4}[\s-]?)?(\(?\d{1,4}\)?[\s-]?)?\d{2,4}([\s-]?\d{2,4}){1,4}$/;

/** PATCH /v1/profiles/me: the member's own name and phone, each only when sent (`''` clears the phone). */
export const profileSchema = z.object({
  name: text(100).min(2).optional(),
  phone: z
    .string()
    .trim()
    .max(32)
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'invalidPhone')
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
