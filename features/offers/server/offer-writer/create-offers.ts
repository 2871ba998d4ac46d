import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { offerRevisions, offers } from '@/lib/db/schema';
import { enqueueOfferEvents } from '@/lib/webhooks/events';
import { syncOfferListings } from '../listing-sync';
import { announce, insertChildren, insertChunked, listedBoards } from './offer-children';
import { parseOffers, type OfferInput, type ValidOffer, type WriteOptions } from './offer-input';
import { buildRows, loadContext } from './offer-rows';

/** Creates offers (one transaction for all of them); returns their ids in input order. */
export async function createOffers(db: Db, inputs: readonly OfferInput[], options: WriteOptions = {}) {
  const list = parseOffers(inputs);
  if (list.length === 0) return [];
  const { ids, boards } = await db.transaction((tx) => insertValidOffers(tx, list, options));
  await announce(boards);
  return ids;
}

/**
 * `createOffers` inside a transaction the caller holds (a draft converted in the transaction that claims its
 * code or opens its payment). Returns the new ids and the boards to announce once the caller has committed:
 * pass them to `announceOfferBoards`.
 */
export async function createOffersInTx(
  tx: DbOrTx,
  inputs: readonly OfferInput[],
  options: WriteOptions = {},
): Promise<{ ids: number[]; boards: number[] }> {
  const list = parseOffers(inputs);
  if (list.length === 0) return { ids: [], boards: [] };
  return insertValidOffers(tx, list, options);
}

async function insertValidOffers(tx: DbOrTx, list: ValidOffer[], options: WriteOptions) {
  const now = options.now ?? new Date();
  const ctx = await loadContext(tx, list);
  const built = list.map((o) => buildRows(o, ctx));
  const ids: number[] = [];
  await insertChunked(built, async (chunk) => {
    const rows = await tx
      .insert(offers)
      .values(chunk.map((b) => ({ ...b.offer, updatedAt: now })))
      .returning({ id: offers.id });
    ids.push(...rows.map((r) => r.id));
  });
  await insertChildren(
    tx,
    built.map((b, i) => ({ id: ids[i]!, children: b.children })),
  );
  await insertChunked(ids, (chunk) =>
    tx.insert(offerRevisions).values(
      chunk.map((offerId) => ({
        offerId,
        userId: options.userId ?? null,
        action: 'create' as const,
        createdAt: now,
      })),
    ),
  );
  if (options.userId) await assignCreatingRecruiter(tx, ids, options.userId);
  await syncOfferListings(tx, ids);
  // An offer created published (a draft published with a code or the plan's balance) is a publication.
  await enqueueOfferEvents(
    tx,
    ids.filter((_, i) => built[i]!.offer.status === 'published'),
    'offer.published',
    now,
  );
  return { ids, boards: await listedBoards(tx, ids) };
}

/** The recruiter who creates an offer is assigned to it (owners and admins see every offer anyway). */
async function assignCreatingRecruiter(tx: DbOrTx, ids: number[], userId: string) {
  await tx.execute(sql`
    insert into offer_assignees (offer_id, user_id, assigned_by)
    select o.id, m.user_id, m.user_id from offers o
      join company_members m on m.company_id = o.company_id and m.user_id = ${userId} and m.right = 'recruiter'
     where o.id = any(${`{${ids.join(',')}}`}::int[])
    on conflict do nothing`);
}

export async function createOffer(db: Db, input: OfferInput, options: WriteOptions = {}): Promise<number> {
  const [id] = await createOffers(db, [input], options);
  return id!;
}
