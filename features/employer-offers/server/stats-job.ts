import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { applications, offerStatsDaily, offerViews, redirects } from '@/lib/db/schema';
import { flushOfferStats } from '@/lib/offer-stats/recorder';
import { slots, type ScheduledJob } from '@/lib/scheduler/scheduler';
import { STATS } from '../constants';
import { countedApplication } from './counting';

const DAY_MS = 86_400_000;
const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/**
 * Recomputes one UTC day of every offer that had activity: detail views and unique visitors from
 * offer_views (robots by rate excluded: more than STATS.botViewsPerDay views on the board that day, or
 * STATS.botViewsPerMinute within a minute), applications and redirects from their tables. List
 * impressions and apply clicks, added by the batched counters, are left as they are. Running it again
 * gives the same rows. With `offerIds`, only those offers' rows are recomputed (the statistics page brings
 * today's point up to date so): robots are still judged by everything their visitors viewed on the board.
 */
export async function aggregateOfferDay(db: DbOrTx, day: Date, offerIds?: readonly number[]): Promise<number> {
  const from = dayStart(day);
  const to = new Date(from.getTime() + DAY_MS);
  const range = (col: unknown) =>
    sql`${col} >= ${from.toISOString()}::timestamptz and ${col} < ${to.toISOString()}::timestamptz`;
  const only = offerIds ? `{${offerIds.map((id) => Math.trunc(id)).join(',')}}` : null;
  const offerFilter = (col: SQL) => (only ? sql`and ${col} = any(${only}::int[])` : sql``);
  // The views of the visitors who saw these offers that day: their other views decide whether they are robots.
  const visitorFilter = only
    ? sql`and (v.tenant_id, v.visitor) in (select w.tenant_id, w.visitor from ${offerViews} w
                                            where ${range(sql`w.visited_at`)} and w.offer_id = any(${only}::int[]))`
    : sql``;
  const { rows } = await db.execute<{ n: number }>(sql`
    with day_views as (
      select v.tenant_id, v.offer_id, v.visitor, v.visited_at,
             count(*) over (partition by v.tenant_id, v.visitor order by v.visited_at
                            range between interval '59 seconds' preceding and current row) as in_minute
        from ${offerViews} v
       where ${range(sql`v.visited_at`)} ${visitorFilter}
    ),
    robots as (
      select tenant_id, visitor from day_views where visitor <> ''
       group by tenant_id, visitor
      having count(*) > ${STATS.botViewsPerDay} or max(in_minute) >= ${STATS.botViewsPerMinute}
    ),
    -- Per offer, whichever board it was seen on (an offer shared with another board is one offer).
    views as (
      select d.offer_id, count(*)::int as detail_views,
             count(distinct nullif(d.tenant_id || ':' || d.visitor, d.tenant_id || ':'))::int as unique_visitors
        from day_views d
       where not exists (select 1 from robots r where r.tenant_id = d.tenant_id and r.visitor = d.visitor)
         ${offerFilter(sql`d.offer_id`)}
       group by d.offer_id
    ),
    apps as (
      select a.offer_id, count(*)::int as n from ${applications} a
       where ${range(sql`a.created_at`)} and ${countedApplication('a')} ${offerFilter(sql`a.offer_id`)}
       group by a.offer_id
    ),
    reds as (
      select r.offer_id, count(*)::int as n from ${redirects} r
       where ${range(sql`r.created_at`)} ${offerFilter(sql`r.offer_id`)} group by r.offer_id
    ),
    offers_of_day as (
      select offer_id from views union select offer_id from apps union select offer_id from reds
      -- Days counted before (a view since excluded as a robot's) are brought back to what is true.
      union select offer_id from ${offerStatsDaily} where day = ${from.toISOString().slice(0, 10)}::date
        ${offerFilter(sql`offer_id`)}
    ),
    written as (
      insert into ${offerStatsDaily} (offer_id, tenant_id, day, detail_views, unique_visitors, applications, redirects)
      select k.offer_id, o.tenant_id, ${from.toISOString().slice(0, 10)}::date,
             coalesce(v.detail_views, 0), coalesce(v.unique_visitors, 0), coalesce(a.n, 0), coalesce(r.n, 0)
        from offers_of_day k
        join offers o on o.id = k.offer_id
        left join views v on v.offer_id = k.offer_id
        left join apps a on a.offer_id = k.offer_id
        left join reds r on r.offer_id = k.offer_id
      on conflict (offer_id, day) do update set
        detail_views = excluded.detail_views,
        unique_visitors = excluded.unique_visitors,
        applications = excluded.applications,
        redirects = excluded.redirects
      returning 1
    )
    select count(*)::int as n from written`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Brings the daily rows up to date: today so far and yesterday (views of yesterday's last minutes and
 * late batches land after midnight). The counters waiting in this process are written first.
 */
export async function aggregateOfferStats(db: Db, now = new Date()) {
  await flushOfferStats(db);
  const today = await aggregateOfferDay(db, now);
  const yesterday = await aggregateOfferDay(db, new Date(now.getTime() - DAY_MS));
  return { today, yesterday };
}

/** Every 10 minutes: the panel's statistics lag the public pages by at most that. */
export const offerStatisticsJob: ScheduledJob = {
  name: 'offer-statistics',
  intervalMs: 60_000,
  slotOf: (now) => slots.everyMinutes(now, 10),
  run: (db, _slot, now) => aggregateOfferStats(db, now),
};
