/**
 * The offer form's closed option lists (spec 3 "Option lists"). Plain constants with no imports
 * beyond other plain constants, so the form's client components can read them. Company sizes are the
 * company rules' one list (lib/company-rules.ts, which the database schema reads too); the database
 * schema keeps its own copy of language levels (it may not be imported by client code) and
 * schema.test.ts checks the copies agree.
 */
export {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SENIORITIES,
  WORKING_TIMES,
  WORKPLACE_TYPES,
  type EmploymentType,
  type SalaryCurrency,
  type SalaryUnit,
  type Seniority,
  type WorkingTime,
  type WorkplaceType,
} from '../offers/options';
import type { EmploymentType } from '../offers/options';

import { COMPANY_SIZES } from '@/lib/company-rules';

export { COMPANY_SIZES };
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export const APPLICATION_TYPES = ['email', 'url'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Salary (amount) types: what the pay is quoted as. */
export const SALARY_TYPES = ['net', 'gross'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

/** Skill levels 1 (nice to know) … 5 (expert), as the skills dictionary has them. */
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** The form's "not chosen yet" working time; drafts send it as null (spec 5 "Values sent"). */
export const WORKING_TIME_UNDETERMINED = 'undetermined';

/**
 * The employment-type dictionary with its salary types (`GET /v1/employment-types`). The first type
 * is the default amount type (spec: gross unless the dictionary gives another); for `any` the
 * employer chooses, so the form asks for it.
 */
export const EMPLOYMENT_TYPE_SALARY_TYPES: Record<EmploymentType, readonly SalaryType[]> = {
  permanent: ['gross'],
  b2b: ['net'],
  mandate_contract: ['gross'],
  contract_for_specific_work: ['gross'],
  internship: ['gross'],
  any: ['net', 'gross'],
};

/** Plan keys: the default plan of the form (spec 9: pro). */
export const DEFAULT_PLAN_KEY = 'pro';

/** The form's modes (spec 2) and the draft states (spec 4). */
export const OFFER_FORM_MODES = ['create', 'edit', 'duplicate', 'refresh', 'extend'] as const;
export type OfferFormMode = (typeof OFFER_FORM_MODES)[number];
export const OFFER_DRAFT_STATES = ['workInProgress', 'summarised', 'converted'] as const;
export type OfferDraftState = (typeof OFFER_DRAFT_STATES)[number];

/** Public tag keys of the server shape. */
export const PUBLIC_TAGS = ['remote_interview', 'open_to_hire_ukrainians'] as const;
export type PublicTag = (typeof PUBLIC_TAGS)[number];
