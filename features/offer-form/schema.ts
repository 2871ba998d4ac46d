import * as z from 'zod/mini';
import { OFFER_FORM_BOUNDS as B } from './config';
import { type OfferDraftState, type OfferFormMode } from './options';
import type { OfferFormMessage } from './form-messages';

/**
 * THE offer form schema (spec 5 "Validation rules"), shared by the form (zodResolver), the API and
 * the assistant's proposals. zod/mini, so client bundles stay small.
 *
 * The rules live in one plain function (`offerFormIssues`) that returns issues with a path (the
 * form field), a message KEY and the values its wording needs: a key of the validation catalogue
 * (`errors.validation`, the same wording every form uses: `required`, `tooShort` with `min`…) or, for
 * the offer's own rules, of `offerForm.errors`. Two strengths:
 * - `full`: every rule (publishing, summarising, saving an offer);
 * - `draft`: looser — a missing value is fine, but whatever is filled in must be valid (so a draft
 *   "with form errors" is refused with `draftHasErrors`, spec 4).
 */

/** A logo already stored (url), a file chosen in the browser, or nothing. */
export interface StoredLogo {
  url: string;
  thumbUrl?: string | null;
}
export type LogoValue = StoredLogo | File | null;

export interface FormLocation {
  city: string;
  street: string;
  countryCode: string;
  latitude: number | null;
  longitude: number | null;
}

export interface FormSkill {
  /** Skills dictionary id; null for a name the dictionary resolves on the server. */
  id: number | null;
  name: string;
  level: number;
}

export interface FormLanguage {
  code: string;
  level: string;
}

/** One salary block: contract type, range (as typed; '' = empty) and, for type `any`, net/gross. */
export interface FormSalary {
  employmentType: string;
  from: string;
  to: string;
  salaryType: string;
}

/** Spec 3 "Offer form values". Strings are as typed ('' = not filled). */
export interface OfferFormValues {
  companyLogo: LogoValue;
  companyName: string;
  companySize: string;
  companyWebsite: string;
  applicationType: string;
  applicationTypeUri: string;
  informationClauseText: string;
  futureConsentEnabled: boolean;
  futureConsentText: string;
  customConsentEnabled: boolean;
  customConsentText: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  openToHireUkrainians: boolean;
  /** Main category key. */
  jobCategory: string;
  /** Sub-category key ('' when none). */
  jobSubcategory: string;
  /** The key sent: the sub-category, else the category (kept in sync by `chosenCategoryKey`). */
  jobCategoryKey: string;
  /** Rich text (HTML). */
  jobDescription: string;
  locations: FormLocation[];
  jobPositionName: string;
  jobPositionExperience: string;
  remoteInterview: boolean;
  salaryUnit: string;
  salaryCurrency: string;
  primarySalary: FormSalary;
  additionalSalary: FormSalary;
  secondSalaryActive: boolean;
  requiredSkills: FormSkill[];
  optionalSkills: FormSkill[];
  workingPlace: string;
  workingTime: string;
  /** Plan key (spec: `type`, default pro). */
  type: string;
  titleChangeEnabled: boolean;
  /** True in form defaults, false when loaded from the server (spec 3). */
  isPublished: boolean;
  initialPayment: boolean;
  languages: FormLanguage[];
  /** ISO date-time of the publication end, '' when the optional picker is off. */
  expiredAt: string;
  creationType: OfferFormMode;
  state: OfferDraftState;
  /** The plan whose limits apply (the limits' source, spec `limitsSubType`). */
  limitsSubType: string;
}

export interface OfferFormIssue {
  path: (string | number)[];
  message: OfferFormMessage;
  /** The values the message's wording needs (`{ min: 5 }` for `tooShort`). */
  values?: Record<string, string | number>;
}

/** A category of the board, as the form knows it (GET categories). */
export interface FormCategory {
  key: string;
  parentKey: string | null;
}

/** Plan limits (spec 3 `limits`) the schema enforces; absent limits are not checked. */
export interface FormPlanLimits {
  maxLocationsCount?: number;
  seniority?: readonly string[];
}

export interface OfferFormContext {
  /** `draft` = looser (missing values allowed), `full` = every rule. */
  strength: 'draft' | 'full';
  /** The board's categories; without them the category is only checked for presence. */
  categories?: readonly FormCategory[];
  limits?: FormPlanLimits | null;
  /** The clock for the expiry date (tests pass one). */
  now?: Date;
}
/** Spec 5: optional + and a 1 to 4 digit prefix, then digit groups with optional separators. */
export const PHONE_PATTERN = /^(\+\d{1,4}[ -]?)?\(?\d{1,4}\)?([ .-]?\d{1,4})*$/;

/** A code as typed in the publish step (spec 5: 'entered code incorrect'). */
export const promoCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(B.codeMin, { error: 'codeIncorrect' }),
    z.maxLength(B.codeMax, { error: 'codeIncorrect' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: 'codeIncorrect' }),
  );
