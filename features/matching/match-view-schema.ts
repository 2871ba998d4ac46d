import { z } from 'zod';

/** "Why this match" on an offer page, its texts already in the page's language (features/matching/server/match-view.ts). */
export const matchViewSchema = z.object({
  percent: z.number().int(),
  /** "87% match" */
  badge: z.string(),
  summary: z.string(),
  criteria: z.array(
    z.object({
      criterion: z.string(),
      met: z.boolean(),
      credit: z.enum(['full', 'partial', 'none']),
      points: z.number(),
      line: z.string(),
      mandatory: z.boolean(),
      pointsLabel: z.string(),
      skills: z.array(z.object({ met: z.boolean(), line: z.string() })),
    }),
  ),
  totalLabel: z.string(),
});
export type MatchView = z.output<typeof matchViewSchema>;
