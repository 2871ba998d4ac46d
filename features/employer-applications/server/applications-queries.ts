import { sql, type SQL } from 'drizzle-orm';
import { visibleApplications, type EmployerScope } from '@/lib/auth/employer-scope';
import type { DbOrTx } from '@/lib/db/client';
import { applicationAttachments, applications, offers } from '@/lib/db/schema';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../constants';
import type { ApplicationListItem, ApplicationListQuery } from '../schemas';

export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Only the company's own, confirmed applications whose personal data the retention clock has not erased, to
 * offers the caller reaches (a recruiter limited to assigned offers sees theirs only): `visibleApplications`
 * over `applications a join offers o`.
 */
export const visible = (scope: EmployerScope) => visibleApplications(scope, 'a', 'o');

/** LIKE pattern that matches the text literally (%, _ and \ typed by the employer mean themselves). */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<ApplicationListQuery['sort'], SQL> = {
  newest: sql`a.created_at desc, a.id desc`,
  oldest: sql`a.created_at asc, a.id asc`,
  name: sql`lower(a.name) asc, a.id desc`,
  rating: sql`a.rating desc nulls last, a.created_at desc, a.id desc`,
  status: sql`array_position(array[${sql.join(
    APPLICATION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], a.status) asc, a.created_at desc, a.id desc`,
};

/** GET /v2/employer-panel/applications: the company's applications, across its offers or for one. */
export async function listApplications(db: DbOrTx, caller: EmployerScope, query: ApplicationListQuery) {
  const where: SQL[] = [visible(caller)];
  if (query.offerId) where.push(sql`a.offer_id = ${query.offerId}`);
  if (query.status?.length)
    where.push(
      sql`a.status in (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.from) where.push(sql`a.created_at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
  if (query.to) where.push(sql`a.created_at < ${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (query.q) {
    // One lower-cased text per application, matched by the trigram index applications_search_trgm_idx.
    where.push(
      sql`lower(a.name || ' ' || a.email || ' ' || coalesce(a.message, '')) like ${likeOf(query.q.toLowerCase())}`,
    );
  }
  type Row = {
    id: number;
    offer_id: number;
    slug: string;
    title: string;
    name: string;
    email: string;
    status: ApplicationStatus;
    rating: number | null;
    created_at: string | Date;
    status_changed_at: string | Date | null;
    has_attachment: boolean;
  };
  const filter = sql.join(where, sql` and `);
  // The page's ids are chosen on narrow rows, then filled in; the total is its own count. (A window
  // count over the page query materialises every matching wide row: 10,000 of them cost ~45 ms.)
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<Row>(sql`
      with page as (
        -- row_number() over () numbers the rows in the order the sorted subquery yields them.
        select a.id, row_number() over () as n from (
          select a.id from ${applications} a join ${offers} o on o.id = a.offer_id
           where ${filter}
           order by ${ORDER[query.sort]}
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}) a
      )
      select a.id, a.offer_id, o.slug, o.title, a.name, a.email, a.status, a.rating, a.created_at,
             a.status_changed_at,
             exists (select 1 from ${applicationAttachments} f where f.application_id = a.id) as has_attachment
        from page p join ${applications} a on a.id = p.id join ${offers} o on o.id = a.offer_id
       order by p.n`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${applications} a join ${offers} o on o.id = a.offer_id where ${filter}`),
  ]);
  const totalItems = Number(counted[0]?.n ?? 0);
  const data: ApplicationListItem[] = rows.map((r) => ({
    id: Number(r.id),
    offer: { id: Number(r.offer_id), slug: r.slug, title: r.title },
    name: r.name,
    email: r.email,
    status: r.status,
    rating: r.rating === null ? null : Number(r.rating),
    hasAttachment: Boolean(r.has_attachment),
    createdAt: iso(r.created_at)!,
    statusChangedAt: iso(r.status_changed_at),
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
