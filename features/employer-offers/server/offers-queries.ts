import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { EmployerCaller } from '@/lib/auth/caller';
import { companyDrafts, companyOffers } from '@/lib/auth/employer-scope';
import type { DbOrTx } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { ACTIONS_BY_STATE, type OfferListSort, type OfferListState } from '../constants';
import type { OfferListItem, OfferListQuery } from '../schemas';
import { countedApplication } from './counting';

const iso = (v: string | Date) => new Date(v).toISOString();
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An offer's state as the list shows it: a published offer past its end is expired. */
export const listState = (status: string, expiresAt: Date | null, now: Date): OfferListState =>
  status === 'published' && expiresAt !== null && expiresAt <= now ? 'expired' : (status as OfferListState);

const ORDER: Record<OfferListSort, SQL> = {
  newest: sql`x.at desc, x.id desc`,
  oldest: sql`x.at asc, x.id asc`,
  views: sql`x.views desc, x.at desc, x.id desc`,
  applications: sql`x.applications desc, x.at desc, x.id desc`,
  ending: sql`(x.state = 'published') desc, x.expires_at asc nulls last, x.id desc`,
};

/**
 * The company's offers in every state and its unfinished new drafts, as one list: the offers with
 * their views (daily rows), applications (`countedApplication`) and redirects to the employer's own form, the
 * drafts with what they have so far. Filters apply to both; a draft has no city nor category yet.
 */
function companyRows(caller: EmployerCaller, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const own = sql`select o.id from offers o where ${companyOffers(caller, 'o')} and o.status <> 'deleted'`;
  // Views and applications are summed per offer once (hash aggregates), not per row in a subquery.
  return sql`
    with views as (
      select s.offer_id, sum(s.detail_views)::int as n from offer_stats_daily s
       where s.offer_id in (${own}) group by s.offer_id
    ),
    answers as (
      select a.offer_id, count(*)::int as n from applications a
       where a.offer_id in (${own}) and ${countedApplication('a')} group by a.offer_id
    ),
    reds as (
      select r.offer_id, count(*)::int as n from redirects r where r.offer_id in (${own}) group by r.offer_id
    )
    select 'offer' as kind, o.id, o.slug, o.title, o.plan_key,
           case when o.status = 'published' and o.expires_at <= ${at} then 'expired' else o.status end as state,
           o.city_ids, o.category_id, o.main_category_id, null::text as draft_city,
           cr.user_id as recruiter_id,
           coalesce(o.published_at, o.created_at) as at, o.expires_at,
           coalesce(v.n, 0) as views, coalesce(n.n, 0) as applications, coalesce(rd.n, 0) as redirects
      from offers o
      left join views v on v.offer_id = o.id
      left join answers n on n.offer_id = o.id
      left join reds rd on rd.offer_id = o.id
      left join lateral (select r.user_id from offer_revisions r
                          where r.offer_id = o.id and r.action = 'create' order by r.id limit 1) cr on true
     where ${companyOffers(caller, 'o')} and o.status <> 'deleted'
    union all
    select 'draft', d.id, d.slug, coalesce(d.content->>'title', ''), d.plan_key, 'draft',
           '{}'::int[], null, null, d.content->'locations'->0->>'city', d.created_by, d.updated_at, null, 0, 0, 0
      from offer_drafts d
     where ${companyDrafts(caller, 'd')}
       and d.state <> 'converted' and d.offer_id is null and d.mode in ('create', 'duplicate')`;
}

type Row = {
  kind: 'offer' | 'draft';
  id: number;
  slug: string;
  title: string;
  plan_key: string;
  state: OfferListState;
  city: string | null;
  category: string | null;
  recruiter: string | null;
  assignees: { id: string; name: string }[] | string | null;
  at: string | Date;
  expires_at: string | Date | null;
  views: number;
  applications: number;
  redirects: number;
  payment_id: number | null;
  payment_open: boolean | null;
};

/** GET /v2/employer-panel/offers: search, filters, sorting and paging over the company's list. */
export async function listCompanyOffers(
  db: DbOrTx,
  caller: EmployerCaller,
  query: OfferListQuery,
  locale: Locale = 'pl',
  now = new Date(),
) {
  const where: SQL[] = [sql`true`];
  if (query.q) where.push(sql`lower(x.title) like ${likeOf(query.q.toLowerCase())}`);
  if (query.state?.length)
    where.push(
      sql`x.state in (${sql.join(
        query.state.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.cityId) where.push(sql`${query.cityId}::int = any(x.city_ids)`);
  if (query.categoryId)
    where.push(sql`(x.category_id = ${query.categoryId} or x.main_category_id = ${query.categoryId})`);
  if (query.recruiter) where.push(sql`x.recruiter_id = ${query.recruiter}`);
  const filter = sql.join(where, sql` and `);
  // The page is chosen on narrow rows; labels, names and payments are looked up for its rows only.
  const { rows } = await db.execute<Row & { total: number }>(sql`
    with x as (${companyRows(caller, now)}),
    page as (
      select x.*, count(*) over ()::int as total from x where ${filter}
       order by ${ORDER[query.sort]}
       limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select x.kind, x.id, x.slug, x.title, x.plan_key, x.state, x.at, x.expires_at, x.views, x.applications, x.redirects, x.total,
           coalesce(x.draft_city, (select c.labels->>${locale} from cities c where c.id = x.city_ids[1])) as city,
           (select c.labels->>${locale} from categories c where c.id = x.category_id) as category,
           (select u.name from users u where u.id = x.recruiter_id) as recruiter,
           case when x.kind = 'offer' then
             (select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
                from offer_assignees oa join users u on u.id = oa.user_id where oa.offer_id = x.id) end as assignees,
           case when x.state = 'pending_payment' then
             (select p.id from payments p where p.offer_id = x.id order by p.created_at desc, p.id desc limit 1) end as payment_id,
           case when x.state = 'pending_payment' then
             exists (select 1 from payments p where p.offer_id = x.id and p.status in ('pending', 'started')) end as payment_open
      from page x
     order by ${ORDER[query.sort]}`);
  let totalItems = Number(rows[0]?.total ?? 0);
  if (!rows.length && query.page > 1) {
    const { rows: counted } = await db.execute<{ n: number }>(sql`
      with x as (${companyRows(caller, now)}) select count(*)::int as n from x where ${filter}`);
    totalItems = Number(counted[0]?.n ?? 0);
  }
  const data: OfferListItem[] = rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    state: r.state,
    planKey: r.plan_key,
    city: r.city,
    category: r.category,
    recruiter: r.recruiter,
    assignees: (typeof r.assignees === 'string' ? JSON.parse(r.assignees) : r.assignees) ?? [],
    date: iso(r.at),
    expiresAt: r.expires_at === null ? null : iso(r.expires_at),
    views: Number(r.views),
    applications: Number(r.applications),
    redirects: Number(r.redirects),
    paymentId: r.payment_id === null ? null : Number(r.payment_id),
    // While a payment is open the row says so (and leads to its status) instead of offering a second one.
    actions: ACTIONS_BY_STATE[r.state].filter(
      (a) =>
        (a !== 'pay' || (r.payment_id !== null && !r.payment_open)) &&
        (a !== 'paymentInProgress' || Boolean(r.payment_open)) &&
        (a !== 'deleteDraft' || r.kind === 'draft'),
    ),
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

/** The filter choices of the company's list: its offers' cities and categories, and who created them. */
export async function offerListFilters(db: DbOrTx, caller: EmployerCaller, locale: Locale = 'pl') {
  const scope = sql`${companyOffers(caller, 'o')} and o.status <> 'deleted'`;
  const [cities, categories, recruiters] = await Promise.all([
    db.execute<{ id: number; label: string }>(sql`
      select c.id, c.labels->>${locale} as label from cities c
       where c.id in (select unnest(o.city_ids) from offers o where ${scope})
       order by 2`),
    db.execute<{ id: number; label: string }>(sql`
      select c.id, c.labels->>${locale} as label from categories c
       where c.id in (select o.category_id from offers o where ${scope})
       order by 2`),
    db.execute<{ id: string; name: string }>(sql`
      select u.id, u.name from company_members m join users u on u.id = m.user_id
       where m.company_id = ${caller.companyId} order by u.name`),
  ]);
  return {
    cities: cities.rows.map((r) => ({ id: Number(r.id), label: r.label })),
    categories: categories.rows.map((r) => ({ id: Number(r.id), label: r.label })),
    recruiters: recruiters.rows.map((r) => ({ id: r.id, name: r.name })),
  };
}
