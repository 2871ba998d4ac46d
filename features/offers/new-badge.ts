/** Spec: an offer is new when published within the last 3 days. */
export const NEW_FOR_MS = 3 * 86_400_000;

/**
 * Whether an offer shows the "new" badge: only an active offer (published, not past its expiry)
 * published within the last three days. An archived offer is never new, however recent.
 */
export function isNewOffer(
  offer: { publishedAt: string | Date | null; active: boolean },
  now: Date | number = Date.now(),
): boolean {
  if (!offer.active || offer.publishedAt === null) return false;
  const published = offer.publishedAt instanceof Date ? offer.publishedAt.getTime() : Date.parse(offer.publishedAt);
  const at = now instanceof Date ? now.getTime() : now;
  return at - published < NEW_FOR_MS && published <= at;
}
