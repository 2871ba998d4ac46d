const DAY_MS = 86_400_000;

/**
 * When a publication starting at `now` ends: the expiry chosen in the form when it is a date, else the plan's
 * duration from now. Publishing a draft (`convertDraft`) and the review's JSON-LD preview both read it, so the
 * preview's `validThrough` is the one the offer gets.
 */
export function publicationEnd(chosen: string | null | undefined, now: Date, durationInDays: number): Date {
  const at = chosen ? new Date(chosen) : null;
  if (at && !Number.isNaN(at.getTime())) return at;
  return new Date(now.getTime() + durationInDays * DAY_MS);
}
