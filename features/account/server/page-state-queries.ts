import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  applications,
  candidateDocuments,
  candidatePreferences,
  favourites,
  offerBoards,
  offers,
  redirects,
} from '@/lib/db/schema';
import { boardVersion, PUBLIC_STATUSES } from '@/features/offers/server/public';
import { LruCache } from '@/lib/cache/lru';

/** What one candidate's page-state needs from the database, read in one round trip. */
export interface CandidatePageRows {
  favouriteCount: number;
  /** Of the asked offers, the candidate's favourites (on offers the board shows). */
  favouriteIds: number[];
  /** Of the asked offers, those applied to (a form sent or a confirmed redirect). */
  appliedIds: number[];
  /** The page's own offer (`offer`): when they last applied, their latest CV, whether they have preferences. */
  offer: {
    appliedAt: Date | null;
    cv: { id: number; fileName: string } | null;
    /** null: no preferences row at all (no match to explain). */
    preferencesFilled: boolean | null;
  } | null;
}

/** The offer row (joined as `offers`) is one the board shows publicly. */
const onBoardOf = (tenantId: number): SQL =>
  sql`${offers.status} = any(${sql.param(`{${PUBLIC_STATUSES.join(',')}}`)}::text[]) and exists (select 1 from ${offerBoards} where ${offerBoards.offerId} = ${offers.id} and ${offerBoards.tenantId} = ${tenantId})`;

/**
 * One statement for everything a candidate's page-state reads (decision 0073): the favourites count, which of
 * `offerIds` are favourites and which were applied to, and, for an offer page, that offer's last application,
 * the latest CV and the preferences flag. Scalar subqueries: one round trip, each part on its own index.
 */
export async function findCandidatePageRows(
  db: DbOrTx,
  who: { userId: string; tenantId: number },
  offerIds: number[],
  offerId: number | null,
  favouritesOn: boolean,
): Promise<CandidatePageRows> {
  const { userId, tenantId } = who;
  const mine = sql`${favourites.userId} = ${userId} and ${onBoardOf(tenantId)}`;
  // One array parameter per use, not one parameter per offer: the statement is parsed and planned per call,
  // and on the embedded database that cost grows with its parameters.
  const asked = offerIds.length ? sql`any(${sql.param(`{${offerIds.join(',')}}`)}::int[])` : null;
  const none = sql`'{}'::int[]`;
  const favouriteCount = favouritesOn
    ? sql`(select count(*)::int from ${favourites} join ${offers} on ${offers.id} = ${favourites.offerId} where ${mine})`
    : sql`0`;
  const favouriteIds =
    favouritesOn && asked
      ? sql`(select coalesce(array_agg(${favourites.offerId}), ${none}) from ${favourites} join ${offers} on ${offers.id} = ${favourites.offerId} where ${mine} and ${favourites.offerId} = ${asked})`
      : none;
  const appliedIds = asked
    ? sql`(select coalesce(array_agg(distinct x.offer_id), ${none}) from (
        select ${applications.offerId} as offer_id from ${applications}
         where ${applications.candidateId} = ${userId} and ${applications.tenantId} = ${tenantId} and ${applications.offerId} = ${asked}
        union all
        select ${redirects.offerId} from ${redirects}
         where ${redirects.candidateId} = ${userId} and ${redirects.tenantId} = ${tenantId}
           and ${redirects.isConfirmed} = true and ${redirects.offerId} = ${asked}) x)`
    : none;
  const offerParts =
    offerId === null
      ? sql`null::timestamptz as applied_at, null::json as cv, null::boolean as preferences_filled`
      : sql`(select max(h.at) from (
            select ${applications.createdAt} as at from ${applications}
             where ${applications.candidateId} = ${userId} and ${applications.tenantId} = ${tenantId} and ${applications.offerId} = ${offerId}
            union all
            select ${redirects.createdAt} from ${redirects}
             where ${redirects.candidateId} = ${userId} and ${redirects.tenantId} = ${tenantId}
               and ${redirects.isConfirmed} = true and ${redirects.offerId} = ${offerId}) h) as applied_at,
          (select json_build_object('id', ${candidateDocuments.id}, 'fileName', ${candidateDocuments.fileName}) from ${candidateDocuments}
            where ${candidateDocuments.userId} = ${userId} and ${candidateDocuments.type} = 'cv'
            order by ${candidateDocuments.createdAt} desc, ${candidateDocuments.id} desc limit 1) as cv,
          (select ${candidatePreferences.mandatoryPreferencesFilledIn} from ${candidatePreferences}
            where ${candidatePreferences.userId} = ${userId}) as preferences_filled`;
  const { rows } = await db.execute<{
    favourite_count: number | string;
    favourite_ids: (number | string)[] | null;
    applied_ids: (number | string)[] | null;
    applied_at: string | Date | null;
    cv: { id: number; fileName: string } | string | null;
    preferences_filled: boolean | null;
  }>(
    sql`select ${favouriteCount} as favourite_count, ${favouriteIds} as favourite_ids, ${appliedIds} as applied_ids, ${offerParts}`,
  );
  const row = rows[0]!;
  const cv = typeof row.cv === 'string' ? (JSON.parse(row.cv) as { id: number; fileName: string }) : row.cv;
  return {
    favouriteCount: Number(row.favourite_count),
    favouriteIds: (row.favourite_ids ?? []).map(Number),
    appliedIds: (row.applied_ids ?? []).map(Number),
    offer:
      offerId === null
        ? null
        : {
            appliedAt: row.applied_at === null ? null : new Date(row.applied_at),
            cv: cv ? { id: Number(cv.id), fileName: cv.fileName } : null,
            preferencesFilled: row.preferences_filled,
          },
  };
}

/** Whether the board shows the offer, per board generation: an offer page's view is counted only for those. */
const boardOffers = new LruCache<boolean>(20_000, 10 * 60_000);

export function isBoardOffer(db: DbOrTx, tenantId: number, offerId: number): Promise<boolean> {
  return boardOffers.getOrLoad(`${tenantId}:${offerId}:${boardVersion(tenantId)}`, async () => {
    const { rows } = await db.execute(
      sql`select 1 from ${offers} where ${offers.id} = ${offerId} and ${onBoardOf(tenantId)}`,
    );
    return rows.length > 0;
  });
}
