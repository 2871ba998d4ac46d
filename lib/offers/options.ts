/**
 * The closed option lists of offers, shared by the database schema, the URL codec, the API and
 * the forms. Plain constants (no imports), so client bundles can read them.
 */
export const SENIORITIES = ['junior', 'mid', 'senior', 'expert', 'c_level'] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const WORKPLACE_TYPES = ['remote', 'hybrid', 'office'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

export const WORKING_TIMES = ['full_time', 'part_time', 'practice_internship', 'freelance'] as const;
export type WorkingTime = (typeof WORKING_TIMES)[number];

export const EMPLOYMENT_TYPES = [
  'permanent',
  'b2b',
  'mandate_contract',
  'contract_for_specific_work',
  'internship',
  'any',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const SALARY_UNITS = ['hour', 'day', 'month', 'year'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

export const SALARY_CURRENCIES = ['PLN', 'EUR', 'USD', 'GBP', 'CHF'] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

/** Sort keys and orders (spec: published is the default; newest; salary both ways). */
export const SORT_KEYS = ['published', 'newest', 'salary'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Spec: salary range filter bounds. */
export const SALARY_FILTER_MIN = 0;
export const SALARY_FILTER_MAX = 1_000_000;
/** Spec: list page size; larger itemsCount values are capped to it. */
export const LIST_PAGE_SIZE = 100;
