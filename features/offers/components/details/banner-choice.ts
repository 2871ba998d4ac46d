/** Spec: the offer-details banner is chosen at random and kept for an hour. */
export const BANNER_CACHE_MS = 3_600_000;

/**
 * One of the eligible banners, the same for everyone within a clock hour (so cached pages and
 * their hydration agree) and varying from one hour and one offer to the next.
 */
export function pickBanner<T>(candidates: T[], seed: string, now = Date.now()): T | null {
  if (!candidates.length) return null;
  let hash = Math.floor(now / BANNER_CACHE_MS);
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return candidates[Math.abs(hash) % candidates.length]!;
}
