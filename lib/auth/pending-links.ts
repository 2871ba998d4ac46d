import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { applications, candidateProfiles, favourites, offers, redirects, users } from '@/lib/db/schema';

const REDIRECT_LINK_WINDOW = sql`now() - interval '1 day'`;

/**
 * Once the e-mail is verified, what the visitor did just before registering joins the account:
 * the application (only if it was sent from this very e-mail), the anonymous redirect (only a recent one)
 * and the favourite offer (only an offer of this board).
 */
export async function applyPendingLinks(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ links: candidateProfiles.pendingLinks, tenantId: users.tenantId, email: users.email })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(eq(candidateProfiles.userId, userId));
  if (!row?.links) return;
  const { links, tenantId, email } = row;
  await db.transaction(async (tx) => {
    if (links.applicationId) {
      await tx
        .update(applications)
        .set({ candidateId: userId })
        .where(
          and(
            eq(applications.id, links.applicationId),
            eq(applications.tenantId, tenantId),
            isNull(applications.candidateId),
            sql`lower(${applications.email}) = lower(${email})`,
          ),
        );
    }
    if (links.redirectId) {
      await tx
        .update(redirects)
        .set({ candidateId: userId })
        .where(
          and(
            eq(redirects.id, links.redirectId),
            eq(redirects.tenantId, tenantId),
            isNull(redirects.candidateId),
            gt(redirects.createdAt, REDIRECT_LINK_WINDOW),
          ),
        );
    }
    if (links.favoriteOfferId) {
      const [offer] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.id, links.favoriteOfferId), eq(offers.tenantId, tenantId)));
      if (offer) await tx.insert(favourites).values({ userId, offerId: offer.id }).onConflictDoNothing();
    }
    await tx.update(candidateProfiles).set({ pendingLinks: null }).where(eq(candidateProfiles.userId, userId));
  });
}
