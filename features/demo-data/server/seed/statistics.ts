import { sql } from 'drizzle-orm';
import { countedApplication } from '@/features/employer-offers/server/public';
import { STATS } from '@/features/employer-offers/constants';
import type { Db } from '@/lib/db/client';

/**
 * Writes the `figures` rows (offer, tenant, day, views, a hash `r`) as daily statistics: impressions, visitors
 * and clicks in proportion to the views. Applications and redirects are counted from the seeded rows; with
 * `inventApplications` a day gets at least 2–6 applications per hundred views (no rows behind them).
 */
function writeFigures({ inventApplications }: { inventApplications: boolean }) {
  const counted = sql`coalesce(a.n, 0)`;
  const applications = inventApplications
    ? sql`greatest(${counted}, (f.views * (2 + f.r % 5) + f.r % 100) / 100)`
    : counted;
  return sql`
      insert into offer_stats_daily (offer_id, tenant_id, day, list_impressions, detail_views, unique_visitors,
                                     apply_clicks, applications, redirects)
      select f.id, f.tenant_id, f.day, f.views * (7 + f.r % 6), f.views, greatest(1, (f.views * (70 + f.r % 25)) / 100),
             greatest((f.views * (6 + f.r % 7)) / 100, ${applications} + coalesce(rd.n, 0)),
             ${applications}, coalesce(rd.n, 0)
        from figures f
        left join lateral (select count(*)::int as n from applications a
                            where a.offer_id = f.id and ${countedApplication('a')}
                              and a.created_at >= f.day and a.created_at < f.day + 1) a on true
        left join lateral (select count(*)::int as n from redirects r
                            where r.offer_id = f.id and r.created_at >= f.day and r.created_at < f.day + 1) rd on true
      on conflict (offer_id, day) do nothing
      returning 1`;
}

/**
 * Daily statistics for the demo companies' offers (those with panel members), so the panel's statistics
 * and home show a realistic funnel: every day from publication to the day before the reference (at most 60), with
 * a weekly rhythm, a slow decay and a lift in the days after a bump. Deterministic (hash of offer and day).
 * The last day also gets its views as offer_views rows, which the statistics job counts again. Applications
 * and redirects are never invented: each day's are counted from the seeded rows (as the statistics job
 * counts them), so the offers list, the statistics page and the panel home give the same figures.
 */
export async function insertDemoStatistics(db: Db, reference: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with demo_offers as (
      select o.id, o.tenant_id, o.published_at from offers o
       where o.published_at is not null and o.status <> 'deleted'
         and o.company_id in (select company_id from company_members)
    ),
    days as (
      select o.id, o.tenant_id, d::date as day, (d::date - o.published_at::date) as age,
             abs(hashtext(o.id || ':' || d::date)) % 1000 as r,
             exists (select 1 from offer_revisions b where b.offer_id = o.id and b.action = 'bump'
                      and d::date - b.created_at::date between 1 and 3) as bumped
        from demo_offers o,
             generate_series(greatest(o.published_at::date, ${reference.toISOString()}::date - 60),
                             ${reference.toISOString()}::date - 1, interval '1 day') d
    ),
    figures as (
      select id, tenant_id, day,
             greatest(1, round((18 + r % 23) * (case when extract(isodow from day) > 5 then 0.55 else 1 end)
                               * (case when bumped then 1.8 else 1 end) * exp(-age / 45.0)))::int as views,
             r
        from days
    ),
    -- Yesterday is the statistics job's to recount: its views are written as views (today starts empty).
    recent_views as (
      insert into offer_views (tenant_id, offer_id, visited_at, visitor)
      select f.tenant_id, f.id, f.day + (k * 997 % 86400) * interval '1 second',
             'demo:' || f.id || ':' || f.day || ':' || (k % greatest(1, (f.views * 3) / 4))
        from figures f, generate_series(1, f.views) k
       where f.day = ${reference.toISOString()}::date - 1
      returning 1
    ),
    written as (
      ${writeFigures({ inventApplications: false })}
    )
    select (select count(*) from written)::int as n, (select count(*) from recent_views)::int as views`);
  return Number(rows[0]?.n ?? 0) + (await insertBoardStatistics(db, reference));
}

/**
 * The rest of the board's offers get their views of the benchmark's window too, so a demo offer's statistics
 * compare it with similar offers the way a live board would. Days before yesterday only (yesterday and today
 * are the statistics job's, counted from views). These are the offers of companies without panel members: no
 * one sees their lists or funnels, only the medians of the benchmark, so their applications are counts
 * without rows (a few per hundred views), where the demo companies' are only ever counted from rows.
 */
async function insertBoardStatistics(db: Db, reference: Date): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with days as (
      select o.id, o.tenant_id, d::date as day, (d::date - o.published_at::date) as age,
             abs(hashtext(o.id || ':' || d::date)) % 1000 as r
        from offers o,
             generate_series(greatest(o.published_at::date, ${reference.toISOString()}::date - ${STATS.benchmarkDays}::int),
                             ${reference.toISOString()}::date - 2, interval '1 day') d
       where o.published_at is not null and o.status <> 'deleted'
         and o.company_id not in (select company_id from company_members)
    ),
    figures as (
      select id, tenant_id, day, r,
             greatest(1, round((10 + r % 31) * (case when extract(isodow from day) > 5 then 0.55 else 1 end)
                               * exp(-age / 45.0)))::int as views
        from days
    ),
    written as (
      ${writeFigures({ inventApplications: true })}
    )
    select count(*)::int as n from written`);
  return Number(rows[0]?.n ?? 0);
}
