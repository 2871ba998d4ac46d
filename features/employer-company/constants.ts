import { COMPANY_PLACEHOLDER, COMPANY_RULES } from '@/lib/company-rules';

/** Limits shared by the company forms (client) and their validation (server); free of server imports. */
export const LOGO_MAX_BYTES = 5_242_880;
/** Extensions a logo's name may carry (matched case-insensitively); the bytes decide the real type. */
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LOGO_NAME = /\.(jpg|jpeg|png)$/i;
// The company's rules are one set (lib/company-rules.ts), shared with the offer form.
export const COMPANY_NAME_MIN = COMPANY_RULES.nameMin;
export const COMPANY_NAME_MAX = COMPANY_RULES.nameMax;
export const WEBSITE_MAX = COMPANY_RULES.websiteMax;
export const INFORMATION_CLAUSE_MIN = COMPANY_RULES.informationClauseMin;
export const CONSENT_MIN = COMPANY_RULES.consentMin;
export const CLAUSE_MAX = COMPANY_RULES.textMax;
export { COMPANY_PLACEHOLDER };

/** EU member states by ISO 3166-1 alpha-2 code (Greece's VAT prefix is EL). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
/** Countries an invoice may be addressed to: the EU and the neighbours employers here most often come from. */
export const BILLING_COUNTRIES = [...EU_COUNTRIES, 'CH', 'GB', 'NO', 'UA', 'US'] as const;

/** A valid-looking VAT number per EU country, shown as the field's example (unit-tested against the formats). */
export const VAT_EXAMPLES: Record<Exclude<(typeof EU_COUNTRIES)[number], 'PL'>, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE123456789',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FRXX123456789',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PT: 'PT123456789',
  RO: 'RO1234567890',
  SE: 'SE123456789001',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};
