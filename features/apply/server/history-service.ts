import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { isOfferActive } from '@/features/offers/server/public';
import { requireCandidateFeature, type Caller } from '@/lib/auth/caller';
import type { DbOrTx } from '@/lib/db/client';
import { applicationAttachments, applications, offers, redirects } from '@/lib/db/schema';
import { HISTORY_BATCH } from '../constants';
import type { HistoryItem } from '../schemas';

export interface HistoryQuery {
  isConfirmed?: 'true' | 'false';
  page: number;
  pageSize: number;
  jobAdvertisementsIds?: number[];
}

/**
 * GET /v2/user-panel/application-history: the caller's applications (sent through the form) and the
 * external applications they confirmed, newest first. With jobAdvertisementsIds (≤ 25) it answers
 * which of those offers the caller applied to (spec: isAppliedTo in batches of 25).
 */
export async function findApplicationHistory(db: DbOrTx, caller: Caller, query: HistoryQuery) {
  const candidate = requireCandidateFeature(caller, 'applicationHistory');
  const confirmed = query.isConfirmed !== 'false';
  const ids = query.jobAdvertisementsIds;
  const onlyOffers = (column: SQL) =>
    ids?.length
      ? sql`and ${column} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const redirectConfirmed = confirmed ? sql`r.is_confirmed = true` : sql`r.is_confirmed is not true`;
  const history = sql`
    select 'a' || a.id as id, 'application' as kind, a.offer_id, a.created_at as at, a.status,
           a.status_changed_at,
           exists (select 1 from ${applicationAttachments} f where f.application_id = a.id) as has_attachment
      from ${applications} a
     where a.candidate_id = ${candidate.userId} and a.tenant_id = ${candidate.tenantId}
       and a.is_confirmed = ${confirmed} ${onlyOffers(sql`a.offer_id`)}
    union all
    select 'r' || r.id, 'redirect', r.offer_id, r.created_at, 'external', null::timestamptz, false
      from ${redirects} r
     where r.candidate_id = ${candidate.userId} and r.tenant_id = ${candidate.tenantId}
       and ${redirectConfirmed} ${onlyOffers(sql`r.offer_id`)}`;
  type Row = {
    id: string;
    kind: string;
    at: string | Date;
    status: string;
    status_changed_at: string | Date | null;
    has_attachment: boolean;
    offer_id: number;
    slug: string;
    title: string;
    company_name: string;
    offer_status: string;
    expires_at: string | Date | null;
  };
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.execute<Row>(sql`
      select h.id, h.kind, h.at, h.status, h.status_changed_at, h.has_attachment, o.id as offer_id, o.slug, o.title,
             o.company_name, o.status as offer_status, o.expires_at
        from (${history}) h join ${offers} o on o.id = h.offer_id
       order by h.at desc, h.id desc
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${history}) h`),
  ]);
  const total = totals[0];
  const totalItems = Number(total?.n ?? 0);
  const data: HistoryItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as HistoryItem['kind'],
    jobAdvertisementId: Number(r.offer_id),
    slug: r.slug,
    title: r.title,
    companyName: r.company_name,
    appliedAt: new Date(r.at).toISOString(),
    status: r.status,
    statusChangedAt: r.status_changed_at ? new Date(r.status_changed_at).toISOString() : null,
    isOfferActive: isOfferActive({ status: r.offer_status, expiresAt: r.expires_at ? new Date(r.expires_at) : null }),
    hasAttachment: Boolean(r.has_attachment),
  }));
  const totalPages = Math.max(1, Math.ceil(totalItems / query.pageSize));
  return {
    data,
    meta: {
      page: query.page,
      pageSize: query.pageSize,
      totalItems,
      totalPages,
      nextPage: query.page < totalPages ? query.page + 1 : null,
      prevPage: query.page > 1 ? query.page - 1 : null,
    },
  };
}

/** Which of these offers the caller applied to (form or confirmed redirect); anonymous callers none. */
export async function findAppliedOfferIds(db: DbOrTx, caller: Caller, offerIds: number[]): Promise<Set<number>> {
  if (caller.kind !== 'candidate' || offerIds.length === 0) return new Set();
  const applied = new Set<number>();
  for (let i = 0; i < offerIds.length; i += HISTORY_BATCH) {
    const batch = offerIds.slice(i, i + HISTORY_BATCH);
    const rows = await db.execute<{ offer_id: number }>(sql`
      select ${applications.offerId} as offer_id from ${applications}
       where ${applications.candidateId} = ${caller.userId} and ${applications.tenantId} = ${caller.tenantId}
         and ${inArray(applications.offerId, batch)}
      union
      select ${redirects.offerId} from ${redirects}
       where ${redirects.candidateId} = ${caller.userId} and ${redirects.tenantId} = ${caller.tenantId}
         and ${redirects.isConfirmed} = true and ${inArray(redirects.offerId, batch)}`);
    for (const row of rows.rows) applied.add(Number(row.offer_id));
  }
  return applied;
}

/** When the caller last applied to this offer (form or confirmed redirect), or null; anonymous callers never. */
export async function findLastAppliedAt(db: DbOrTx, caller: Caller, offerId: number): Promise<Date | null> {
  if (caller.kind !== 'candidate') return null;
  const { rows } = await db.execute<{ at: string | Date | null }>(sql`
    select max(at) as at from (
      select ${applications.createdAt} as at from ${applications}
       where ${applications.candidateId} = ${caller.userId} and ${applications.tenantId} = ${caller.tenantId}
         and ${applications.offerId} = ${offerId}
      union all
      select ${redirects.createdAt} from ${redirects}
       where ${redirects.candidateId} = ${caller.userId} and ${redirects.tenantId} = ${caller.tenantId}
         and ${redirects.isConfirmed} = true and ${redirects.offerId} = ${offerId}) h`);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}
