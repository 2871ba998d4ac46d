import { COMPANY_PLACEHOLDER, COMPANY_RULES, fillCompanyName } from '@/lib/company-rules';

/**
 * The bounds the spec leaves open ("bounds come from configuration and are not shown unless
 * given"), chosen once here and listed in docs/decisions/0020-offer-form-server.md. Plain
 * constants: the form (client), the API and the assistant read the same values.
 */
export const OFFER_FORM_BOUNDS = {
  // The company's fields keep the one set of company rules (lib/company-rules.ts).
  companyNameMin: COMPANY_RULES.nameMin,
  companyNameMax: COMPANY_RULES.nameMax,
  companyWebsiteMax: COMPANY_RULES.websiteMax,
  /** Spec 5 / 9: 5 MB. */
  logoMaxBytes: 5_242_880,
  logoExtensions: ['jpg', 'jpeg', 'png'],
  logoMimeTypes: ['image/jpeg', 'image/png'],
  applicationUriMax: 500,
  informationClauseMin: COMPANY_RULES.informationClauseMin,
  informationClauseMax: COMPANY_RULES.textMax,
  consentMin: COMPANY_RULES.consentMin,
  consentMax: COMPANY_RULES.textMax,
  contactNameMin: 5,
  contactNameMax: 100,
  emailMax: 254,
  contactPhoneMin: 9,
  contactPhoneMax: 20,
  /** Description: HTML length; the text inside must not be empty. */
  descriptionMax: 60_000,
  /** Spec 2: at most one embedded JPEG image. */
  descriptionImagesMax: 1,
  streetMax: 150,
  cityMax: 100,
  positionNameMin: 5,
  positionNameMax: 100,
  positionNameMinLowercase: 4,
  /** Spec 5: lowercase letters must outnumber uppercase minus this. */
  positionNameUppercaseSlack: 2,
  skillsRequiredMin: 1,
  skillsMaxPerList: 20,
  skillNameMax: 50,
  /** Spec 9. */
  languagesMax: 5,
  /** Largest salary amount accepted (the offer writer's bound). */
  salaryMax: 100_000_000,
  /** Spec 9: the upper bound is at most 3 × the lower. */
  salaryToMaxFactor: 3,
  /** Expiry (publication end) picker: at least this far ahead, at most this many days ahead. */
  expiryMinMinutes: 60,
  expiryMaxDays: 90,
  /** Locations when no plan says otherwise. */
  defaultMaxLocations: 1,
  /** Promo codes as typed. */
  codeMin: 3,
  codeMax: 64,
} as const;

/**
 * The placeholder a consent text must contain (spec 5: "a placeholder value is required in the
 * text"); the offer page replaces it with the company's name. The information clause is final
 * text: an unresolved placeholder or template token in it is refused.
 */
export const CONSENT_PLACEHOLDER = COMPANY_PLACEHOLDER;

/**
 * The company's information clause as the form starts from it: the company's clauses may name it by the
 * placeholder, the offer's clause names it in full (the placeholder there would be a template left unfinished).
 */
export const clauseForOffer = fillCompanyName;
export const CLAUSE_FORBIDDEN_TOKENS = [CONSENT_PLACEHOLDER, '{{', '}}', '<script', 'javascript:'] as const;

/** Draft access token lifetime (`?token` links) and the draft debounce the form may use. */
export const OFFER_TOKEN_TTL_DAYS = 60;
