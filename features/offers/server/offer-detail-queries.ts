import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { brandStories, categories, offerBoards, offerLanguages, offers } from '@/lib/db/schema';

/** Statuses whose offers have a public page (expired and finished ones keep theirs, marked inactive). */
export const PUBLIC_STATUSES = ['published', 'expired', 'finished'] as const;

/** An offer shown on the board, by slug, whatever its expiry. */
export async function findPublicOfferBySlug(db: DbOrTx, tenantId: number, slug: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.slug, slug),
        inArray(offers.status, [...PUBLIC_STATUSES]),
        sql`exists (select 1 from ${offerBoards} where ${offerBoards.offerId} = ${offers.id} and ${offerBoards.tenantId} = ${tenantId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findOfferExtras(
  db: DbOrTx,
  offer: { id: number; companyId: number; categoryId: number | null; tenantId: number },
) {
  const [languages, story, category] = await Promise.all([
    db
      .select({ code: offerLanguages.code, level: offerLanguages.level })
      .from(offerLanguages)
      .where(eq(offerLanguages.offerId, offer.id)),
    db
      .select({
        slug: brandStories.slug,
        coverPhotoUrl: brandStories.coverPhotoUrl,
        shortDescription: brandStories.shortDescription,
      })
      .from(brandStories)
      .where(and(eq(brandStories.companyId, offer.companyId), eq(brandStories.status, 'published')))
      // The story the company changed last, as the panel's editor shows it.
      .orderBy(desc(brandStories.updatedAt), desc(brandStories.id))
      .limit(1),
    offer.categoryId === null
      ? Promise.resolve([])
      : db
          .select({
            id: categories.id,
            parentId: categories.parentId,
            depth: categories.depth,
            lft: categories.lft,
            rgt: categories.rgt,
            key: categories.key,
            seoSlug: categories.seoSlug,
            labels: categories.labels,
            createdAt: categories.createdAt,
            updatedAt: categories.updatedAt,
            childrenCount:
              sql<number>`(select ${count()} from ${categories} c2 where c2.parent_id = ${categories.id})`.mapWith(
                Number,
              ),
          })
          .from(categories)
          .where(eq(categories.id, offer.categoryId)),
  ]);
  return { languages, story: story[0] ?? null, category: category[0] ?? null };
}
