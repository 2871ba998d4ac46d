import { z } from 'zod';
import { SALARY_CURRENCIES, SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';
import {
  LANGUAGE_LEVELS,
  MATCH_CRITERIA,
  PREFERENCE_LIMITS,
  REQUIRED_PREFERENCE_FIELDS,
  SKILL_LEVEL_VALUES,
} from './criteria';
import { missingRequiredPreferences } from './filled-in';

const id = z.number().int().min(1).max(2_147_483_647);

const preferencesShape = z
  .object({
    categoryIds: z.array(id).max(PREFERENCE_LIMITS.categories),
    skills: z
      .array(
        z.object({
          skillId: id,
          level: z.number().int().min(SKILL_LEVEL_VALUES[0]).max(SKILL_LEVEL_VALUES.at(-1)!),
        }),
      )
      .max(PREFERENCE_LIMITS.skills),
    seniorities: z.array(z.enum(SENIORITIES)).max(SENIORITIES.length),
    salaryExpectation: z.number().min(1).max(PREFERENCE_LIMITS.salaryMax).nullable(),
    salaryCurrency: z.enum(SALARY_CURRENCIES),
    workplaceTypes: z.array(z.enum(WORKPLACE_TYPES)).max(WORKPLACE_TYPES.length),
    cityIds: z.array(id).max(PREFERENCE_LIMITS.cities),
    languages: z
      .array(z.object({ code: z.string().regex(/^[a-z]{2}$/), level: z.enum(LANGUAGE_LEVELS) }))
      .max(PREFERENCE_LIMITS.languages),
    mandatory: z.array(z.enum(MATCH_CRITERIA)).max(MATCH_CRITERIA.length),
    /** Employers may see these preferences (never contact data) and invite the candidate to chat; off unless chosen. */
    openToInvitations: z.boolean().default(false),
  })
  .strict();

/**
 * PUT /v2/user-panel/preferences: what a candidate looks for (one schema for the form and the server).
 * Matching and the chat need the required preferences (REQUIRED_PREFERENCES), so they cannot be left empty.
 */
export const preferencesInputSchema = preferencesShape.superRefine((p, ctx) => {
  for (const criterion of missingRequiredPreferences(p)) {
    ctx.addIssue({ code: 'custom', path: [REQUIRED_PREFERENCE_FIELDS[criterion]], message: 'required' });
  }
});
export type PreferencesInput = z.output<typeof preferencesShape>;

export const preferencesSchema = preferencesShape.extend({
  mandatoryPreferencesFilledIn: z.boolean(),
  updatedAt: z.string().nullable(),
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

/** GET /v2/user-panel/matched-offers */
export const matchedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const matchedPageSchema = z.object({
  matchedPreferences: z.array(z.object({ jobAdvertisementId: z.number().int(), matchPercent: z.number().int() })),
  pagination: z.object({ hasNextPage: z.boolean(), pageNumber: z.number().int() }),
});
export type MatchedPage = z.output<typeof matchedPageSchema>;

/** One candidate matched to an employer's offer: what the panel may show (never contact data). */
export const matchedCandidateSchema = z.object({
  candidateId: z.string(),
  /** First name and the initial of the last name. */
  name: z.string(),
  matchPercent: z.number().int(),
  seniorities: z.array(z.enum(SENIORITIES)),
  skills: z.array(z.object({ name: z.string(), level: z.number().int(), required: z.boolean() })),
  cities: z.array(z.string()),
  workplaceTypes: z.array(z.enum(WORKPLACE_TYPES)),
});
export type MatchedCandidate = z.output<typeof matchedCandidateSchema>;

export const INVITATION_STATUSES = ['received', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** GET /v2/employer-panel/offers/{idOrSlug}/matched-candidates */
export const matchedCandidatesResponseSchema = z.object({
  offerId: z.number().int(),
  candidates: z.array(
    matchedCandidateSchema.extend({
      /** The company's chat invitation for this offer, if one was sent. */
      invitation: z.enum(INVITATION_STATUSES).nullable(),
    }),
  ),
});
export type MatchedCandidatesResponse = z.output<typeof matchedCandidatesResponseSchema>;
