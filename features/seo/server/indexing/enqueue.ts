import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  indexingCursor,
  indexingNotifications,
  offerBoards,
  offerListings,
  offerRevisions,
  offers,
  tenants,
} from '@/lib/db/schema';
import type { OfferRevisionAction } from '@/lib/db/schema';
import { boardOrigin } from '@/lib/http/origin';
import { paths } from '@/lib/paths';

/** Revisions that take a page out of search: the offer left the board. */
const REMOVING: readonly OfferRevisionAction[] = ['expire', 'finish', 'delete'];
/** Revisions read per pass. */
const BATCH = 2_000;
/**
 * A revision is read once it is this old: a transaction that wrote a lower revision id may commit a moment
 * after a higher one, and the cursor must not pass it.
 */
export const SETTLE_MS = 15_000;

export type IndexingType = 'URL_UPDATED' | 'URL_DELETED';

/** The page search engines know an offer by, on a board: its Polish URL (the English one is its alternate). */
export const offerPageUrl = (boardSlug: string, offerSlug: string) =>
  `${boardOrigin(boardSlug)}${paths.jobOffer(offerSlug)}`;

/**
 * Turns the offer revisions written since the last pass into indexing notifications, one per page: a page
 * listed on its board now is `URL_UPDATED` (publish, edit, extension, bump, publish again), a page whose offer
 * left the board through expiry, finish or deletion is `URL_DELETED`; other changes (a draft saved, an ended
 * offer edited) tell search engines nothing. The first pass starts at the newest revision (the demo data's
 * thousands of offers are not announced). Cursor and notifications move in one transaction, so a crash
 * repeats a pass, never loses or doubles one.
 */
export async function enqueueIndexingNotifications(
  db: Db,
  now = new Date(),
): Promise<{ revisions: number; queued: number }> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx.select().from(indexingCursor).where(eq(indexingCursor.id, 1)).for('update');
    if (!cursor) {
      const [newest] = await tx.select({ id: sql<number | null>`max(${offerRevisions.id})` }).from(offerRevisions);
      await tx
        .insert(indexingCursor)
        .values({ id: 1, lastRevisionId: Number(newest?.id ?? 0) })
        .onConflictDoNothing();
      return { revisions: 0, queued: 0 };
    }
    const read = await tx
      .select({
        id: offerRevisions.id,
        offerId: offerRevisions.offerId,
        action: offerRevisions.action,
        createdAt: offerRevisions.createdAt,
      })
      .from(offerRevisions)
      .where(gt(offerRevisions.id, cursor.lastRevisionId))
      .orderBy(asc(offerRevisions.id))
      .limit(BATCH);
    // In id order up to the first revision still settling, so none is passed over.
    const settled = new Date(now.getTime() - SETTLE_MS);
    const cut = read.findIndex((r) => r.createdAt > settled);
    const revisions = cut === -1 ? read : read.slice(0, cut);
    if (revisions.length === 0) return { revisions: 0, queued: 0 };
    const removedOffers = new Set(revisions.filter((r) => REMOVING.includes(r.action)).map((r) => r.offerId));
    const offerIds = [...new Set(revisions.map((r) => r.offerId))];
    const [offerRows, shared, listed] = await Promise.all([
      tx
        .select({ id: offers.id, slug: offers.slug, tenantId: offers.tenantId })
        .from(offers)
        .where(inArray(offers.id, offerIds)),
      tx
        .select({ offerId: offerBoards.offerId, tenantId: offerBoards.tenantId })
        .from(offerBoards)
        .where(inArray(offerBoards.offerId, offerIds)),
      tx
        .select({ offerId: offerListings.offerId, tenantId: offerListings.tenantId })
        .from(offerListings)
        .where(and(inArray(offerListings.offerId, offerIds), gt(offerListings.expiresAt, now))),
    ]);
    const boardSlugs = new Map(
      (await tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants)).map((t) => [t.id, t.slug]),
    );
    const listedOn = new Set(listed.map((l) => `${l.offerId}:${l.tenantId}`));
    const notifications: (typeof indexingNotifications.$inferInsert)[] = [];
    for (const offer of offerRows) {
      const boards = new Set([offer.tenantId, ...shared.filter((s) => s.offerId === offer.id).map((s) => s.tenantId)]);
      for (const tenantId of boards) {
        const slug = boardSlugs.get(tenantId);
        if (!slug) continue;
        const type: IndexingType | null = listedOn.has(`${offer.id}:${tenantId}`)
          ? 'URL_UPDATED'
          : removedOffers.has(offer.id)
            ? 'URL_DELETED'
            : null;
        if (type)
          notifications.push({
            tenantId,
            offerId: offer.id,
            url: offerPageUrl(slug, offer.slug),
            type,
            createdAt: now,
            nextAttemptAt: now,
          });
      }
    }
    if (notifications.length > 0)
      await tx
        .insert(indexingNotifications)
        .values(notifications)
        .onConflictDoUpdate({
          target: indexingNotifications.url,
          targetWhere: sql`status = 'queued'`,
          set: { type: sql`excluded.type`, offerId: sql`excluded.offer_id` },
        });
    await tx
      .update(indexingCursor)
      .set({ lastRevisionId: revisions.at(-1)!.id })
      .where(eq(indexingCursor.id, 1));
    return { revisions: revisions.length, queued: notifications.length };
  });
}
