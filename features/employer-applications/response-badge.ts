import { GHOSTING_DAYS } from './constants';

/**
 * The "answers within N days" badge, from real response times (decision 0023). A company earns it once it
 * has enough settled applications in the window: answered ones, and unanswered ones old enough to count as
 * not answered in time (younger unanswered ones are still open and say nothing yet). N is the 80th
 * percentile of the days to an answer, an unanswered application counting as never; no badge when that is
 * beyond the anti-ghosting promise.
 */
export const BADGE_RULES = {
  /** Settled applications needed before a company's times mean anything. */
  minSamples: 10,
  /** Only recent behaviour counts. */
  windowDays: 180,
  /** The share of applications that must have been answered within N days. */
  percentile: 0.8,
  /** A badge promising more than this is no promise worth showing. */
  maxDays: GHOSTING_DAYS,
  /** The newest applications read per company (bounded work on the offer page). */
  sampleLimit: 500,
} as const;

export interface ResponseSample {
  receivedAt: Date;
  answeredAt: Date | null;
}

const DAY_MS = 86_400_000;

/** N for the badge, or null when the company has too little history or answers too slowly. */
export function answersWithinDays(samples: readonly ResponseSample[], now: Date, rules = BADGE_RULES): number | null {
  const windowStart = now.getTime() - rules.windowDays * DAY_MS;
  const openUntil = now.getTime() - rules.maxDays * DAY_MS;
  const days: number[] = [];
  for (const s of samples) {
    const received = s.receivedAt.getTime();
    if (received < windowStart) continue;
    if (s.answeredAt) {
      const taken = Math.max(0, s.answeredAt.getTime() - received);
      days.push(Math.max(1, Math.ceil(taken / DAY_MS)));
    } else if (received <= openUntil) {
      days.push(Number.POSITIVE_INFINITY);
    }
  }
  if (days.length < rules.minSamples) return null;
  days.sort((a, b) => a - b);
  const n = days[Math.ceil(rules.percentile * days.length) - 1]!;
  return Number.isFinite(n) && n <= rules.maxDays ? n : null;
}
