import { z } from 'zod';
import { SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';

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
