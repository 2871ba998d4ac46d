import * as z from 'zod/mini';
import { SALARY_CURRENCIES, SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';
import {
  LANGUAGE_LEVELS,
  MATCH_CRITERIA,
  PREFERENCE_LIMITS,
  REQUIRED_PREFERENCE_FIELDS,
  SKILL_LEVEL_VALUES,
} from './criteria';
import { missingRequiredPreferences } from './filled-in';

const id = z.int().check(z.minimum(1), z.maximum(2_147_483_647));
const listOf = <T extends z.core.SomeType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

/**
 * What a candidate looks for, in zod/mini: the preferences route parses it and the form checks with it in the
 * browser (`catalogueResolver`), so the rules are declared once and no full zod reaches the browser.
 */
const preferencesShape = z.strictObject({
  categoryIds: listOf(id, PREFERENCE_LIMITS.categories),
  skills: listOf(
    z.object({
      skillId: id,
      level: z.int().check(z.minimum(SKILL_LEVEL_VALUES[0]), z.maximum(SKILL_LEVEL_VALUES.at(-1)!)),
    }),
    PREFERENCE_LIMITS.skills,
  ),
  seniorities: listOf(z.enum(SENIORITIES), SENIORITIES.length),
  salaryExpectation: z.nullable(z.number().check(z.minimum(1), z.maximum(PREFERENCE_LIMITS.salaryMax))),
  salaryCurrency: z.enum(SALARY_CURRENCIES),
  workplaceTypes: listOf(z.enum(WORKPLACE_TYPES), WORKPLACE_TYPES.length),
  cityIds: listOf(id, PREFERENCE_LIMITS.cities),
  languages: listOf(
    z.object({ code: z.string().check(z.regex(/^[a-z]{2}$/)), level: z.enum(LANGUAGE_LEVELS) }),
    PREFERENCE_LIMITS.languages,
  ),
  mandatory: listOf(z.enum(MATCH_CRITERIA), MATCH_CRITERIA.length),
  /** Employers may see these preferences (never contact data) and invite the candidate to chat; off unless chosen. */
  openToInvitations: z._default(z.boolean(), false),
});

/**
 * PUT /v2/user-panel/preferences: what a candidate looks for (one schema for the form and the server).
 * Matching and the chat need the required preferences (REQUIRED_PREFERENCES), so they cannot be left empty.
 */
export const preferencesInputSchema = preferencesShape.check(
  z.superRefine((p, ctx) => {
    for (const criterion of missingRequiredPreferences(p)) {
      ctx.addIssue({ code: 'custom', path: [REQUIRED_PREFERENCE_FIELDS[criterion]], message: 'required' });
    }
  }),
);
export type PreferencesInput = z.output<typeof preferencesShape>;

export const preferencesSchema = z.extend(preferencesShape, {
  mandatoryPreferencesFilledIn: z.boolean(),
  updatedAt: z.nullable(z.string()),
});
export type Preferences = z.output<typeof preferencesSchema>;

export const EMPTY_PREFERENCES: PreferencesInput = {
  categoryIds: [],
  skills: [],
  seniorities: [],
  salaryExpectation: null,
  salaryCurrency: 'PLN',
  workplaceTypes: [],
  cityIds: [],
  languages: [],
  mandatory: [],
  openToInvitations: false,
};
