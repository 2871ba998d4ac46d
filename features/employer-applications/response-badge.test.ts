import { APPLICATION_STATUSES as SCHEMA_STATUSES } from '@/lib/db/schema/applications';
import { APPLICATION_STATUSES, CANDIDATE_STATUS, isAnswer } from './constants';
import { answersWithinDays, BADGE_RULES, type ResponseSample } from './response-badge';

describe('application statuses', () => {
  it("are the schema's, each with what the candidate sees, and only new and seen count as unanswered", () => {
    expect(APPLICATION_STATUSES).toEqual(SCHEMA_STATUSES);
    expect(Object.keys(CANDIDATE_STATUS).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(APPLICATION_STATUSES.filter((s) => !isAnswer(s))).toEqual(['new', 'seen']);
  });
});

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
/** An application received `received` days ago and answered `after` days later (null: never). */
const sample = (received: number, after: number | null): ResponseSample => ({
  receivedAt: daysAgo(received),
  answeredAt: after === null ? null : daysAgo(received - after),
});

describe('answersWithinDays', () => {
  it('is the 80th percentile of the days to an answer, rounded up to whole days', () => {
    // 10 answered: eight within 2 days (one in 1.5 days), two after 6 and 9 days.
    const samples = [...Array.from({ length: 7 }, () => sample(30, 1)), sample(30, 1.5), sample(30, 6), sample(30, 9)];
    expect(answersWithinDays(samples, now)).toBe(2);
  });

  it('needs enough settled history before it says anything', () => {
    const nine = Array.from({ length: BADGE_RULES.minSamples - 1 }, () => sample(20, 1));
    expect(answersWithinDays(nine, now)).toBeNull();
    expect(answersWithinDays([...nine, sample(20, 3)], now)).toBe(1);
  });

  it('counts old unanswered applications as never answered, and ignores ones still open', () => {
    const answered = Array.from({ length: 8 }, () => sample(40, 3));
    // Two applications ghosted for more than 14 days: 8 of 10 answered, the 80th percentile still holds.
    expect(answersWithinDays([...answered, sample(20, null), sample(30, null)], now)).toBe(3);
    // A third ghosted one pulls the percentile to "never": no badge.
    expect(answersWithinDays([...answered, sample(20, null), sample(30, null), sample(16, null)], now)).toBeNull();
    // Unanswered but only 5 days old: not settled, so not counted at all (8 samples: too few).
    expect(answersWithinDays([...answered, sample(5, null), sample(5, null)], now)).toBeNull();
  });

  it('forgets behaviour older than the window', () => {
    const old = Array.from({ length: 10 }, () => sample(BADGE_RULES.windowDays + 1, 1));
    expect(answersWithinDays(old, now)).toBeNull();
  });

  it('shows no badge promising more than the anti-ghosting limit', () => {
    const slow = Array.from({ length: 10 }, () => sample(60, 20));
    expect(answersWithinDays(slow, now)).toBeNull();
    const justInTime = Array.from({ length: 10 }, () => sample(60, 14));
    expect(answersWithinDays(justInTime, now)).toBe(14);
  });

  it('counts an answer on the same day as one day', () => {
    const fast = Array.from({ length: 10 }, () => sample(10, 0.01));
    expect(answersWithinDays(fast, now)).toBe(1);
  });
});
