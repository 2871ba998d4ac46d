import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { favourites, offerBoards, offers } from '@/lib/db/schema';
import { PUBLIC_STATUSES } from '@/features/offers/server/public';

/** Offers a board shows publicly (listed or expired with their page kept). */
const onBoard = (tenantId: number) =>
  and(
    inArray(offers.status, [...PUBLIC_STATUSES]),
    sql`exists (select 1 from ${offerBoards} where ${offerBoards.offerId} = ${offers.id} and ${offerBoards.tenantId} = ${tenantId})`,
  );

/** Which of the ids are offers the board shows. */
export async function findBoardOfferIds(db: DbOrTx, tenantId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(inArray(offers.id, ids), onBoard(tenantId)));
  return rows.map((r) => r.id);
}

export async function countFavourites(db: DbOrTx, userId: string, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favourites)
    .innerJoin(offers, eq(offers.id, favourites.offerId))
    .where(and(eq(favourites.userId, userId), onBoard(tenantId)));
  return row?.n ?? 0;
}

/** The user's favourites on a board, newest first; `ids` narrows them to those offers. */
export async function findFavourites(
  db: DbOrTx,
  userId: string,
  tenantId: number,
  o: { limit: number; offset: number; ids?: number[] },
) {
  return db
    .select({ offerId: favourites.offerId, createdAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(offers, eq(offers.id, favourites.offerId))
    .where(
      and(
        eq(favourites.userId, userId),
        onBoard(tenantId),
        o.ids?.length ? inArray(favourites.offerId, o.ids) : undefined,
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.offerId))
    .limit(o.limit)
    .offset(o.offset);
}

/** Adds a favourite; adding one twice keeps the first. */
export async function insertFavourite(db: DbOrTx, userId: string, offerId: number): Promise<void> {
  await db.insert(favourites).values({ userId, offerId }).onConflictDoNothing();
}

export async function deleteFavourite(db: DbOrTx, userId: string, offerId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.offerId, offerId)));
}
