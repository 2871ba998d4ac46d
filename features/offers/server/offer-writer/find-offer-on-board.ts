import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offerBoards, offers } from '@/lib/db/schema';

/** The offer shown on `tenantId` under `slug` (its own or shared with the board), if any. */
export async function findOfferIdOnBoard(db: DbOrTx, tenantId: number, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(offerBoards, and(eq(offerBoards.offerId, offers.id), eq(offerBoards.tenantId, tenantId)))
    .where(eq(offers.slug, slug))
    .limit(1);
  return row?.id ?? null;
}
