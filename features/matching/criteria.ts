/**
 * Matchmaking criteria and their constants, shared by the preferences form, the API and the
 * scoring (plain constants: client bundles read them).
 */
export const MATCH_CRITERIA = [
  'categories',
  'skills',
  'seniority',
  'salary',
  'workplace',
  'cities',
  'languages',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/**
 * What a candidate must fill in before matching starts (`mandatoryPreferencesFilledIn`, decision
 * 0012): the categories they look in, their seniority, the salary they expect and how they want to work.
 */
export const REQUIRED_PREFERENCES = [
  'categories',
  'seniority',
  'salary',
  'workplace',
] as const satisfies readonly MatchCriterion[];

/** The field of the preferences input that holds each required preference (where its error is reported). */
export const REQUIRED_PREFERENCE_FIELDS = {
  categories: 'categoryIds',
  seniority: 'seniorities',
  salary: 'salaryExpectation',
  workplace: 'workplaceTypes',
} as const satisfies Record<(typeof REQUIRED_PREFERENCES)[number], string>;

/** Weights of the criteria in the match percentage (criteria the candidate left empty do not count). */
export const CRITERION_WEIGHTS: Record<MatchCriterion, number> = {
  categories: 20,
  skills: 25,
  salary: 20,
  workplace: 15,
  seniority: 10,
  cities: 10,
  languages: 5,
};

export const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** Skill levels of the filter configuration (1 nice to know … 5 expert). */
export const SKILL_LEVEL_VALUES = [1, 2, 3, 4, 5] as const;

/** An office within this distance of a preferred city counts as in it. */
export const CITY_RADIUS_KM = 50;
/** The distance score falls from full at CITY_RADIUS_KM to nothing at this distance. */
export const CITY_FAR_KM = 150;
/** Offers below this percentage are not listed as matches. */
export const MIN_MATCH_PERCENT = 40;

/** Limits of the preferences form. */
export const PREFERENCE_LIMITS = {
  categories: 10,
  skills: 30,
  cities: 10,
  languages: 10,
  salaryMax: 1_000_000,
} as const;

/** Languages the preferences form offers (ISO 639-1). */
export const PREFERENCE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pl', 'uk', 'ru', 'cs', 'nl', 'sv', 'pt'] as const;
