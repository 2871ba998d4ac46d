import type { FieldPath } from 'react-hook-form';
import type { ReviewStep as StepKey } from './review/review-input';
import { offerFormIssues } from './form-rules';
import { type OfferFormContext, type OfferFormValues } from './schema';

type FieldName = FieldPath<OfferFormValues>;

/**
 * The ten steps (brief order) and the fields each one validates before moving on. Plain data: the client
 * form walks them, and the server opens a form at the step that needs fixing.
 */
export const STEP_FIELDS: Record<StepKey, FieldName[]> = {
  company: ['companyLogo', 'companyName', 'companySize', 'companyWebsite'],
  contact: ['applicationType', 'applicationTypeUri', 'contactName', 'contactEmail', 'contactPhone'],
  consents: ['informationClauseText', 'futureConsentText', 'customConsentText'],
  category: ['jobCategory', 'jobSubcategory'],
  description: ['jobDescription'],
  locations: ['locations'],
  position: ['jobPositionName', 'jobPositionExperience'],
  salary: ['salaryCurrency', 'salaryUnit', 'primarySalary', 'additionalSalary'],
  skills: ['requiredSkills', 'optionalSkills', 'languages'],
  workingMode: ['workingPlace', 'workingTime', 'expiredAt'],
};
export const STEP_KEYS = Object.keys(STEP_FIELDS) as StepKey[];

/** The screens after the ten steps a form may be opened on. */
export const TAIL_STEP_KEYS = ['summary', 'payment', 'publish'] as const;

/** A step key named in an address (`?step=salary`), or undefined for anything else. */
export function stepOf(raw: unknown): string | undefined {
  return typeof raw === 'string' && ([...STEP_KEYS, ...TAIL_STEP_KEYS] as string[]).includes(raw) ? raw : undefined;
}

/** The steps whose fields break no rule of full strength (the step list opens them from the start). */
export function validSteps(values: OfferFormValues, context: Omit<OfferFormContext, 'strength'>): StepKey[] {
  const wrong = new Set(offerFormIssues(values, { ...context, strength: 'full' }).map((i) => String(i.path[0])));
  return STEP_KEYS.filter((key) => !STEP_FIELDS[key].some((field) => wrong.has(field.split('.')[0]!)));
}
