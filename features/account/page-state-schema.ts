import { z } from 'zod';
import { matchViewSchema } from '@/features/matching/match-view-schema';
import { rowId } from '@/lib/http/row-id';

import { PAGE_STATE_MAX_OFFERS } from './constants';

export { PAGE_STATE_MAX_OFFERS };

/**
 * GET /v1/me/page-state: `offers=1,2,3` (or repeated), the offers on screen; on an offer page `offer`, the
 * page's own offer (its apply prefill, last application and match; the page view is counted), and `lang`,
 * the page's language (the match explanation's texts).
 */
export const pageStateQuerySchema = z.object({
  offer: rowId.optional(),
  lang: z.enum(['pl', 'en']).default('pl'),
  offers: z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? []
        : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).filter((s) => s !== ''),
    z.array(rowId).max(PAGE_STATE_MAX_OFFERS),
  ),
});
export type PageStateQuery = z.output<typeof pageStateQuerySchema>;

/** Everything personal a shared page shows, for the one visitor asking. */
export const pageStateSchema = z.object({
  viewer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('anonymous'), loginEnabled: z.boolean() }),
    z.object({
      kind: z.literal('candidate'),
      loginEnabled: z.literal(true),
      userId: z.string(),
      name: z.string(),
      email: z.string(),
    }),
  ]),
  /** A signed-in company member (the header leads to the panel; no promotion to employers). */
  employer: z.boolean(),
  /** The candidate's favourites count and which of the asked offers are favourites; null for anyone else. */
  favourites: z.object({ count: z.number().int(), offerIds: z.array(z.number().int()) }).nullable(),
  /** Which of the asked offers the candidate applied to; null for anyone else. */
  applied: z.array(z.number().int()).nullable(),
  /** The offer page's own offer (`offer` asked), for a candidate: what its apply form and match show; else absent. */
  offer: z
    .object({
      /** When the candidate last applied to it (ISO), or null. */
      appliedAt: z.string().nullable(),
      /** The profile's latest CV, with a short-lived token the apply form sends instead of a file. */
      cv: z.object({ fileName: z.string(), token: z.string() }).nullable(),
      /** Mandatory matchmaking preferences filled in (lookalikes may be shown after applying). */
      hasPreferences: z.boolean(),
      match: matchViewSchema.nullable(),
    })
    .optional(),
});
export type PageState = z.output<typeof pageStateSchema>;
