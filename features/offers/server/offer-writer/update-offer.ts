import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  offerBoards,
  offerEmploymentTypes,
  offerLanguages,
  offerLocations,
  offerRevisions,
  offers,
  offerSkills,
} from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { syncOfferListings } from '../listing-sync';
import { announce, childrenOf, comparable, insertChildren, listedBoards } from './offer-children';
import { parseOffers, type OfferInput, type WriteOptions } from './offer-input';
import { buildRows, loadContext, type OfferRow } from './offer-rows';

/** Fields compared for the revision of an update (the search columns follow from them). */
const TRACKED = [
  'companyId',
  'companyName',
  'planKey',
  'slug',
  'title',
  'body',
  'seniority',
  'workplaceType',
  'workingTime',
  'applyUrl',
  'applyEmail',
  'remoteInterview',
  'openToHireUkrainians',
  'informationClause',
  'futureConsent',
  'customConsent',
  'contact',
  'bannerUrl',
  'videoUrl',
  'limits',
  'categoryId',
] as const satisfies readonly (keyof OfferRow)[];

/**
 * Replaces an offer's content (the employer's edit). Its state and dates stay as they are (they move
 * only through `changeOfferState`), whatever the input says. The revision lists each changed field
 * with its previous value; children that changed are listed with their previous rows.
 */
export async function updateOffer(db: Db, offerId: number, input: OfferInput, options: WriteOptions = {}) {
  const boards = await db.transaction((tx) => updateOfferInTx(tx, offerId, input, options));
  await announce(boards);
}

/**
 * `updateOffer` inside a transaction the caller holds. Returns the boards to announce once the caller has
 * committed (`announceOfferBoards`).
 */
export async function updateOfferInTx(
  tx: DbOrTx,
  offerId: number,
  input: OfferInput,
  options: WriteOptions = {},
): Promise<number[]> {
  const [o] = parseOffers([input]);
  const now = options.now ?? new Date();
  const [before] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!before) throw new AppError('NOT_FOUND', 'notFound');
  const ctx = await loadContext(tx, [o!]);
  const { offer: built, children } = buildRows(o!, ctx);
  const offer: OfferRow = {
    ...built,
    status: before.status,
    publishedAt: before.publishedAt,
    originalPublishedAt: before.originalPublishedAt,
    refreshedAt: before.refreshedAt,
    expiresAt: before.expiresAt,
    finishedAt: before.finishedAt,
  };
  const previousChildren = await childrenOf(tx, offerId);
  const changes: Record<string, unknown> = {};
  for (const key of TRACKED) if (comparable(before[key]) !== comparable(offer[key])) changes[key] = before[key];
  const next = {
    locations: children.locations,
    employmentTypes: children.employmentTypes,
    skills: children.skills,
    languages: [...children.languages].sort((a, b) => a.code.localeCompare(b.code)),
    boards: [...children.boards].sort((a, b) => a - b),
  };
  for (const key of Object.keys(next) as (keyof typeof next)[])
    if (comparable(previousChildren[key]) !== comparable(next[key])) changes[key] = previousChildren[key];
  const boardsBefore = await listedBoards(tx, [offerId]);
  const { guid: _guid, createdAt: _created, ...values } = offer;
  await tx
    .update(offers)
    .set({ ...values, updatedAt: now })
    .where(eq(offers.id, offerId));
  for (const table of [offerLocations, offerEmploymentTypes, offerSkills, offerLanguages, offerBoards])
    await tx.delete(table).where(eq(table.offerId, offerId));
  await insertChildren(tx, [{ id: offerId, children }]);
  await tx.insert(offerRevisions).values({
    offerId,
    userId: options.userId ?? null,
    action: 'update',
    changes,
    createdAt: now,
  });
  await syncOfferListings(tx, [offerId]);
  return [...boardsBefore, ...(await listedBoards(tx, [offerId]))];
}
