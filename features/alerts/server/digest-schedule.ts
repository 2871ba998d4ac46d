import type { AlertFrequency } from '../schemas';

/** Digests go out at 07:00 Warsaw time: daily every day, twiceAWeek on Monday and Thursday, weekly on Monday. */
export const DIGEST_HOUR = 7;
export const DIGEST_TIME_ZONE = 'Europe/Warsaw';
const DAYS: Record<AlertFrequency, readonly string[]> = {
  daily: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  twiceAWeek: ['Mon', 'Thu'],
  weekly: ['Mon'],
};

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

/** The slot (the Warsaw date, YYYY-MM-DD) a frequency's digest is due in at `now`, or null. */
export function digestSlotOf(frequency: AlertFrequency, now: Date): string | null {
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  if (Number(parts.hour) < DIGEST_HOUR || !DAYS[frequency].includes(parts.weekday!)) return null;
  return `${parts.year}-${parts.month}-${parts.day}`;
}
