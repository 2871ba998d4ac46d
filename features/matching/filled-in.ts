import type { MatchCriterion } from './criteria';
import { REQUIRED_PREFERENCES } from './criteria';
import type { PreferencesInput } from './preferences-schema';

const isFilled: Record<MatchCriterion, (p: PreferencesInput) => boolean> = {
  categories: (p) => p.categoryIds.length > 0,
  skills: (p) => p.skills.length > 0,
  seniority: (p) => p.seniorities.length > 0,
  salary: (p) => p.salaryExpectation !== null,
  workplace: (p) => p.workplaceTypes.length > 0,
  cities: (p) => p.cityIds.length > 0,
  languages: (p) => p.languages.length > 0,
};

/** Whether a criterion has a preference. */
export const isCriterionFilled = (p: PreferencesInput, criterion: MatchCriterion) => isFilled[criterion](p);

/** The required preferences (REQUIRED_PREFERENCES) still empty. */
export const missingRequiredPreferences = (p: PreferencesInput) => REQUIRED_PREFERENCES.filter((c) => !isFilled[c](p));

/** `mandatoryPreferencesFilledIn`: every preference matching needs is there (decision 0012). */
export const mandatoryPreferencesFilledIn = (p: PreferencesInput) => REQUIRED_PREFERENCES.every((c) => isFilled[c](p));
