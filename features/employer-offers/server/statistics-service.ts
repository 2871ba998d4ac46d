import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { EmployerCaller } from '@/lib/auth/caller';
import { companyOffers } from '@/lib/auth/employer-scope';
import type { DbOrTx } from '@/lib/db/client';
import { offers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { BENCHMARK_SCOPES, STATS } from '../constants';
import type { OfferStatistics, StatisticsDay } from '../schemas';
import { flushOfferStats } from '@/lib/offer-stats/recorder';
import { countedApplication } from './counting';
import { listState } from './offers-queries';
import { aggregateOfferDay } from './stats-job';

const DAY_MS = 86_400_000;
const dayKey = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayKey(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
const ratio = (part: number, base: number) => (base >= STATS.conversionMinBase ? part / base : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The company's offer (any state but deleted), or a 404: another company's offer does not exist for it. */
async function ownOffer(db: DbOrTx, caller: EmployerCaller, offerId: number) {
  const [row] = await db
    .select({
      id: offers.id,
      slug: offers.slug,
      title: offers.title,
      status: offers.status,
      publishedAt: offers.publishedAt,
      originalPublishedAt: offers.originalPublishedAt,
      expiresAt: offers.expiresAt,
      categoryId: offers.categoryId,
      seniority: offers.seniority,
      cityIds: offers.cityIds,
    })
    .from(offers)
    .where(and(eq(offers.id, offerId), companyOffers(caller), ne(offers.status, 'deleted')));
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return row;
}

/**
 * One offer's statistics: the funnel per day over the last STATS.days days (from its first publication),
 * totals and conversions, the benchmark against similar active offers and the effect of each bump. Apply
 * clicks count both kinds: the apply form opened and the click to the employer's site (a redirect).
 *
 * Today's point is brought up to date first (the counters waiting in this process written, today's row of
 * this offer recomputed as the 10-minute job would), so it never drops to zero between two runs of the job.
 * Applications and redirects in the totals are counted from their tables over the offer's whole life, by
 * `countedApplication`, so they equal the offers list and the panel home.
 */
export async function getOfferStatistics(
  db: DbOrTx,
  caller: EmployerCaller,
  offerId: number,
  now = new Date(),
): Promise<OfferStatistics> {
  const offer = await ownOffer(db, caller, offerId);
  if (offer.publishedAt) {
    await flushOfferStats();
    await aggregateOfferDay(db, now, [offer.id]);
  }
  const today = dayKey(now);
  const earliest = addDays(today, -(STATS.days - 1));
  const first = offer.originalPublishedAt ?? offer.publishedAt;
  const from = first && dayKey(first) > earliest ? dayKey(first) : earliest;

  const [daily, bumpRows, benchmark, received] = await Promise.all([
    db.execute<{
      day: string | Date;
      list_impressions: number;
      detail_views: number;
      unique_visitors: number;
      apply_clicks: number;
      applications: number;
      redirects: number;
    }>(sql`
      select day, list_impressions, detail_views, unique_visitors, apply_clicks, applications, redirects
        from offer_stats_daily where offer_id = ${offer.id} and day >= ${from}::date and day <= ${today}::date
       order by day`),
    db.execute<{ at: string | Date }>(sql`
      select created_at as at from offer_revisions where offer_id = ${offer.id} and action = 'bump'
       order by created_at`),
    benchmarkOf(db, caller.tenantId, offer, now),
    db.execute<{ applications: number; redirects: number }>(sql`
      select (select count(*) from applications a where a.offer_id = ${offer.id} and ${countedApplication('a')})::int
               as applications,
             (select count(*) from redirects r where r.offer_id = ${offer.id})::int as redirects`),
  ]);

  const byDay = new Map(
    daily.rows.map((r) => [typeof r.day === 'string' ? r.day.slice(0, 10) : dayKey(r.day), r] as const),
  );
  const days: StatisticsDay[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) {
    const r = byDay.get(d);
    const redirects = Number(r?.redirects ?? 0);
    days.push({
      day: d,
      listImpressions: Number(r?.list_impressions ?? 0),
      detailViews: Number(r?.detail_views ?? 0),
      uniqueVisitors: Number(r?.unique_visitors ?? 0),
      applyClicks: Number(r?.apply_clicks ?? 0) + redirects,
      applications: Number(r?.applications ?? 0),
      redirects,
    });
  }
  const totals = days.reduce(
    (t, d) => ({
      listImpressions: t.listImpressions + d.listImpressions,
      detailViews: t.detailViews + d.detailViews,
      uniqueVisitors: t.uniqueVisitors + d.uniqueVisitors,
      applyClicks: t.applyClicks + d.applyClicks,
      applications: t.applications + d.applications,
      redirects: t.redirects + d.redirects,
    }),
    { listImpressions: 0, detailViews: 0, uniqueVisitors: 0, applyClicks: 0, applications: 0, redirects: 0 },
  );
  totals.applications = Number(received.rows[0]?.applications ?? 0);
  totals.redirects = Number(received.rows[0]?.redirects ?? 0);

  const viewsOn = new Map(days.map((d) => [d.day, d.detailViews]));
  const bumps = bumpRows.rows.map((b) => {
    const at = new Date(b.at);
    const bumpDay = dayKey(at);
    let before = 0;
    for (let i = 1; i <= STATS.bumpWindowDays; i++) before += viewsOn.get(addDays(bumpDay, -i)) ?? 0;
    let after = 0;
    let daysAfter = 0;
    for (let i = 1; i <= STATS.bumpWindowDays && addDays(bumpDay, i) < today; i++) {
      after += viewsOn.get(addDays(bumpDay, i)) ?? 0;
      daysAfter += 1;
    }
    return {
      at: at.toISOString(),
      viewsPerDayBefore: round2(before / STATS.bumpWindowDays),
      viewsPerDayAfter: daysAfter ? round2(after / daysAfter) : null,
      daysAfter,
    };
  });

  return {
    offer: {
      id: offer.id,
      slug: offer.slug,
      title: offer.title,
      state: listState(offer.status, offer.expiresAt, now),
      publishedAt: offer.publishedAt?.toISOString() ?? null,
      expiresAt: offer.expiresAt?.toISOString() ?? null,
    },
    days,
    totals,
    conversion: {
      viewsPerImpression: ratio(totals.detailViews, totals.listImpressions),
      clicksPerView: ratio(totals.applyClicks, totals.detailViews),
      applicationsPerClick: ratio(totals.applications + totals.redirects, totals.applyClicks),
    },
    benchmark: benchmark.result,
    benchmarkSample: benchmark.sample,
    bumps,
  };
}

/**
 * Where the offer stands among similar active offers of the board over the last STATS.benchmarkDays
 * days, each offer's rate over the days it was published in that window. Similar means, narrowest first:
 * the same category and seniority and a shared city (or both fully remote); the same category and
 * seniority; the same category. The narrowest with STATS.benchmarkMinPeers peers is used; without one
 * (or for an offer never published) there is no benchmark and `sample` says why and how many there are.
 */
async function benchmarkOf(
  db: DbOrTx,
  tenantId: number,
  offer: Awaited<ReturnType<typeof ownOffer>>,
  now: Date,
): Promise<{ result: OfferStatistics['benchmark']; sample: OfferStatistics['benchmarkSample'] }> {
  const needed = STATS.benchmarkMinPeers;
  if (!offer.publishedAt) return { result: null, sample: { reason: 'notPublished', peers: 0, needed, scope: null } };
  const since = new Date(now.getTime() - STATS.benchmarkDays * DAY_MS);
  const cities = `{${offer.cityIds.join(',')}}`;
  const { rows } = await db.execute<{
    id: number;
    mine: boolean;
    same_seniority: boolean;
    same_place: boolean;
    days: number;
    views: number;
    apps: number;
  }>(sql`
    with peers as (
      select o.id, o.id = ${offer.id} as mine,
             o.seniority = ${offer.seniority} as same_seniority,
             (o.city_ids && ${cities}::int[] or (cardinality(o.city_ids) = 0 and cardinality(${cities}::int[]) = 0))
               as same_place,
             greatest(1, ceil(extract(epoch from (${now.toISOString()}::timestamptz
               - greatest(o.published_at, ${since.toISOString()}::timestamptz))) / 86400))::int as days
        from offers o
       where o.tenant_id = ${tenantId}
         and o.category_id is not distinct from ${offer.categoryId}
         and ((o.status = 'published' and o.expires_at > ${now.toISOString()}::timestamptz) or o.id = ${offer.id})
         and o.published_at is not null
       order by (o.id = ${offer.id}) desc, (o.seniority = ${offer.seniority}) desc, o.published_at desc
       limit 2000
    )
    select p.id, p.mine, p.same_seniority, p.same_place, p.days,
           coalesce(sum(s.detail_views), 0)::int as views,
           coalesce(sum(s.applications + s.redirects), 0)::int as apps
      from peers p
      left join offer_stats_daily s on s.offer_id = p.id and s.day >= ${dayKey(since)}::date
     group by p.id, p.mine, p.same_seniority, p.same_place, p.days`);
  const mine = rows.find((r) => r.mine);
  const inScope = (scope: (typeof BENCHMARK_SCOPES)[number]) =>
    rows.filter(
      (r) => !r.mine && (scope === 'category' || (r.same_seniority && (scope === 'seniority' || r.same_place))),
    );
  const scope = BENCHMARK_SCOPES.find((s) => inScope(s).length >= needed);
  if (!mine || !scope) {
    return {
      result: null,
      sample: { reason: mine ? 'fewPeers' : 'notPublished', peers: inScope('category').length, needed, scope: null },
    };
  }
  const peers = inScope(scope);
  const rate = (n: number, d: number) => Number(n) / Number(d);
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
  };
  const views = peers.map((p) => rate(p.views, p.days));
  const apps = peers.map((p) => rate(p.apps, p.days));
  const myViews = rate(mine.views, mine.days);
  const myApps = rate(mine.apps, mine.days);
  const percentile = (xs: number[], x: number) => Math.round((xs.filter((v) => v < x).length / xs.length) * 100);
  return {
    result: {
      peers: peers.length,
      days: STATS.benchmarkDays,
      scope,
      viewsPerDay: round2(myViews),
      applicationsPerDay: round2(myApps),
      medianViewsPerDay: round2(median(views)),
      medianApplicationsPerDay: round2(median(apps)),
      viewsPercentile: percentile(views, myViews),
      applicationsPercentile: percentile(apps, myApps),
    },
    sample: { reason: null, peers: peers.length, needed, scope },
  };
}

/** GET /v2/employer-panel/offers/statistics without an offer: the company's figures of the last 30 days. */
export async function getCompanyStatistics(db: DbOrTx, caller: EmployerCaller, now = new Date()) {
  const since = dayKey(new Date(now.getTime() - 29 * DAY_MS));
  const { rows } = await db.execute<Record<string, number>>(sql`
    select coalesce(sum(s.list_impressions), 0)::int as "listImpressions",
           coalesce(sum(s.detail_views), 0)::int as "detailViews",
           coalesce(sum(s.unique_visitors), 0)::int as "uniqueVisitors",
           coalesce(sum(s.apply_clicks + s.redirects), 0)::int as "applyClicks",
           coalesce(sum(s.applications), 0)::int as "applications",
           coalesce(sum(s.redirects), 0)::int as "redirects"
      from offer_stats_daily s join offers o on o.id = s.offer_id
     where ${companyOffers(caller, 'o')} and s.day >= ${since}::date`);
  const { rows: states } = await db.execute<{ state: string; n: number }>(sql`
    select case when status = 'published' and expires_at <= ${now.toISOString()}::timestamptz then 'expired'
                else status end as state, count(*)::int as n
      from offers o where ${companyOffers(caller, 'o')} and status <> 'deleted'
     group by 1`);
  return {
    days: 30,
    totals: Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)])),
    offersByState: Object.fromEntries(states.map((s) => [s.state, Number(s.n)])),
  };
}
