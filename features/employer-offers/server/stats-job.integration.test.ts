import { and, eq, notInArray, sql } from 'drizzle-orm';
import { POST as views } from '@/app/api/v1/views/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import type { EmployerCaller } from '@/lib/auth/caller';
import { installDbHandle } from '@/lib/db/client';
import { applications, cities, offerRevisions, offers, offerStatsDaily, offerViews, redirects } from '@/lib/db/schema';
import { countOfferPageView } from '@/lib/offer-stats/page-view';
import {
  flushOfferStats,
  pendingOfferStats,
  recordApplyClick,
  recordListImpressions,
} from '@/lib/offer-stats/recorder';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { callRoute } from '@/tests/http';
import { insertCompany } from '@/tests/factories/employer';
import { insertOffer } from '@/tests/factories/offer';
import { STATS } from '../constants';
import { aggregateOfferStats } from './stats-job';
import { getOfferStatistics } from './statistics-service';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 10, seed: 5 });
const { db } = handle;
const board = await resolveTenant('it.localhost', db);
const otherBoard = await resolveTenant('biz.localhost', db);
const companyId = await insertCompany(db, board.id, 'Stats Co');
const caller = {
  kind: 'employer',
  tenantId: board.id,
  companyId,
  right: 'recruiter',
  userId: 'stats-recruiter',
} as EmployerCaller;

const DAY = 86_400_000;
// The controlled clock: noon of a fixed day, the offer published ten days before.
const now = new Date('2026-11-20T12:00:00Z');
const at = (daysAgo: number, time = '10:00:00') =>
  new Date(`${new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10)}T${time}Z`);
// A city no seeded offer uses, so the benchmark's peers are exactly the ones written here.
const usedCities = await db.execute<{ id: number }>(sql`select distinct unnest(city_ids) as id from offers`);
const [city, otherCity] = await db
  .select({ id: cities.id })
  .from(cities)
  .where(notInArray(cities.id, usedCities.rows.map((r) => Number(r.id)).concat(-1)))
  .limit(2);
const place = {
  cityId: city!.id,
  city: 'Testowo',
  street: 'Prosta 1',
  geoCoordinates: { latitude: 52, longitude: 21 },
};
const similar = { companyId, experienceLevel: 'senior' as const, locations: [place] };
const offerId = await insertOffer(db, board.id, {
  ...similar,
  publishedAt: at(10),
  expiresAt: new Date(now.getTime() + 20 * DAY),
});

const view = (visitor: string, visitedAt: Date) => ({ tenantId: board.id, offerId, visitor, visitedAt });

describe(`offer statistics aggregation on ${testDriver()}`, () => {
  it('counts views and unique visitors per day, excluding robots by user agent and by rate', async () => {
    const day = at(1);
    const rows = [
      // Two people: three views, one view.
      view('alice', at(1, '09:00:00')),
      view('alice', at(1, '13:00:00')),
      view('alice', at(1, '18:00:00')),
      view('bob', at(1, '11:00:00')),
      // A crawler without a telling user agent: more views in a day than anyone reads.
      ...Array.from({ length: STATS.botViewsPerDay + 1 }, (_, i) =>
        view('crawler', new Date(day.getTime() + i * 600_000)),
      ),
      // A burst: ten views within one minute.
      ...Array.from({ length: STATS.botViewsPerMinute }, (_, i) => view('burst', new Date(day.getTime() + i * 5_000))),
      // The same offer seen on a board it is shared with: one offer, one more visitor.
      { ...view('dave', at(1, '16:00:00')), tenantId: otherBoard.id },
      // Today, not the day counted.
      view('carol', at(0, '08:00:00')),
    ];
    await db.insert(offerViews).values(rows);
    await db.insert(applications).values(
      [at(1, '12:00:00'), at(1, '14:00:00')].map((createdAt) => ({
        tenantId: board.id,
        offerId,
        name: 'Jan',
        email: `jan${createdAt.getTime()}@example.com`,
        source: 'apply_form' as const,
        retentionUntil: new Date(now.getTime() + 365 * DAY),
        createdAt,
      })),
    );
    await db.insert(redirects).values({ tenantId: board.id, offerId, createdAt: at(1, '15:00:00') });

    // A robot's page view is not even recorded; a person's is batched until the flush.
    const robot = new Headers({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(countOfferPageView(board.id, offerId, robot, at(0, '09:00:00'))).toBe(false);
    const prefetch = new Headers({
      'user-agent': 'Mozilla/5.0 (X11; Linux) Chrome/140.0',
      'next-router-prefetch': '1',
    });
    expect(countOfferPageView(board.id, offerId, prefetch, at(0, '09:00:00'))).toBe(false);
    recordListImpressions(board.id, [offerId, offerId], at(1));
    // A list card knows the offer by its slug only.
    const [{ slug }] = (await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId))) as [
      { slug: string },
    ];
    recordListImpressions(board.id, [slug], at(1));
    recordApplyClick(board.id, offerId, at(1));
    expect(pendingOfferStats()).toBe(2);
    await flushOfferStats(db);

    const first = await aggregateOfferStats(db, now);
    await aggregateOfferStats(db, now); // Running again changes nothing.
    expect(first.yesterday).toBeGreaterThan(0); // this offer's day, and the demo offers' of that day
    const [row] = await db
      .select()
      .from(offerStatsDaily)
      .where(and(eq(offerStatsDaily.offerId, offerId), eq(offerStatsDaily.day, at(1).toISOString().slice(0, 10))));
    expect(row).toMatchObject({
      listImpressions: 2,
      detailViews: 5,
      uniqueVisitors: 3,
      applyClicks: 1,
      applications: 2,
      redirects: 1,
    });
    const [today] = await db
      .select()
      .from(offerStatsDaily)
      .where(and(eq(offerStatsDaily.offerId, offerId), eq(offerStatsDaily.day, at(0).toISOString().slice(0, 10))));
    expect(today).toMatchObject({ detailViews: 1, uniqueVisitors: 1 });

    const stats = await getOfferStatistics(db, caller, offerId, now);
    expect(stats.days).toHaveLength(11);
    expect(stats.totals).toEqual({
      listImpressions: 2,
      detailViews: 6,
      uniqueVisitors: 4,
      applyClicks: 2,
      applications: 2,
      redirects: 1,
    });
    // Too few events for a conversion rate to mean anything.
    expect(stats.conversion.clicksPerView).toBeNull();
  });

  it('measures each bump: views per day in the three days before and after', async () => {
    const rows = [2, 3, 4, 5, 6, 7, 8].map((daysAgo) => ({
      offerId,
      tenantId: board.id,
      day: at(daysAgo).toISOString().slice(0, 10),
      detailViews: daysAgo > 5 ? 10 : daysAgo === 5 ? 99 : 31,
    }));
    await db.insert(offerStatsDaily).values(rows);
    await db.insert(offerRevisions).values({ offerId, action: 'bump', createdAt: at(5, '06:00:00') });
    const stats = await getOfferStatistics(db, caller, offerId, now);
    expect(stats.bumps).toEqual([
      { at: at(5, '06:00:00').toISOString(), viewsPerDayBefore: 10, viewsPerDayAfter: 31, daysAfter: 3 },
    ]);
  });

  it("brings today's point up to date from the tables, without the 10-minute job", async () => {
    const before = (await getOfferStatistics(db, caller, offerId, now)).days.at(-1)!;
    await db
      .insert(offerViews)
      .values([
        view('live-a', new Date(now.getTime() - 3_600_000)),
        view('live-b', new Date(now.getTime() - 1_800_000)),
      ]);
    await db.insert(applications).values({
      tenantId: board.id,
      offerId,
      name: 'Ola Live',
      email: 'ola.live@example.com',
      source: 'apply_form',
      isConfirmed: true,
      retentionUntil: new Date(now.getTime() + 180 * DAY),
      createdAt: new Date(now.getTime() - 600_000),
    });
    const stats = await getOfferStatistics(db, caller, offerId, now);
    const today = stats.days.at(-1)!;
    expect(today.day).toBe(now.toISOString().slice(0, 10));
    expect(today.detailViews).toBe(before.detailViews + 2);
    expect(today.uniqueVisitors).toBe(before.uniqueVisitors + 2);
    expect(today.applications).toBe(before.applications + 1);
    // The totals count applications from their table, as the offers list and the panel home do.
    expect(stats.totals.applications).toBe(3);
  });

  it('compares the offer with similar active offers, and says why not below the minimum sample', async () => {
    const alone = await getOfferStatistics(db, caller, offerId, now);
    expect(alone.benchmark).toBeNull();
    expect(alone.benchmarkSample).toMatchObject({ reason: 'fewPeers', needed: STATS.benchmarkMinPeers, scope: null });
    expect(alone.benchmarkSample.peers).toBeLessThan(STATS.benchmarkMinPeers);
    const peerViews = [14, 28, 140];
    for (const views of peerViews) {
      const peer = await insertOffer(db, board.id, {
        ...similar,
        publishedAt: at(20),
        expiresAt: new Date(now.getTime() + 10 * DAY),
      });
      await db.insert(offerStatsDaily).values({
        offerId: peer,
        tenantId: board.id,
        day: at(3).toISOString().slice(0, 10),
        detailViews: views,
        applications: 1,
      });
    }
    // Not similar: another seniority, and a finished offer.
    await insertOffer(db, board.id, { ...similar, experienceLevel: 'junior', publishedAt: at(20) });
    const done = await insertOffer(db, board.id, { ...similar, publishedAt: at(20) });
    await db.update(offers).set({ status: 'finished' }).where(eq(offers.id, done));

    const { benchmark } = await getOfferStatistics(db, caller, offerId, now);
    // Peers: 14 days each → 1, 2 and 10 views a day; the offer: 11 days, (5 + 1 + 10·3 + 99 + 31·3 + 2 today) views.
    expect(benchmark).toMatchObject({ peers: 3, days: STATS.benchmarkDays, medianViewsPerDay: 2, scope: 'place' });
    expect(benchmark!.viewsPerDay).toBeCloseTo(230 / 11, 1);
    expect(benchmark!.viewsPercentile).toBe(100);
    expect(benchmark!.medianApplicationsPerDay).toBeCloseTo(1 / 14, 2);
  });

  it('widens the benchmark to other cities, then other seniorities, before giving up', async () => {
    const elsewhere = { ...similar, locations: [{ ...place, cityId: otherCity!.id, city: 'Gdzieindziej' }] };
    const lone = await insertOffer(db, board.id, {
      ...elsewhere,
      publishedAt: at(5),
      expiresAt: new Date(now.getTime() + 20 * DAY),
    });
    const wider = await getOfferStatistics(db, caller, lone, now);
    // No peer in its place: the same category and seniority anywhere (the offer and the three peers above).
    expect(wider.benchmark).toMatchObject({ scope: 'seniority' });
    expect(wider.benchmark!.peers).toBeGreaterThanOrEqual(4);
    expect(wider.benchmarkSample).toMatchObject({ reason: null, scope: 'seniority' });
    const draft = await insertOffer(db, board.id, { ...elsewhere });
    await db.update(offers).set({ status: 'pending_payment', publishedAt: null }).where(eq(offers.id, draft));
    const unpublished = await getOfferStatistics(db, caller, draft, now);
    expect(unpublished.benchmark).toBeNull();
    expect(unpublished.benchmarkSample.reason).toBe('notPublished');
  });

  it("counts an apply click sent by the page (POST /v1/views, kind apply_click), but not a robot's", async () => {
    const [{ slug }] = (await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId))) as [
      { slug: string },
    ];
    const click = (userAgent: string) =>
      callRoute(views, '/api/v1/views', {
        method: 'POST',
        body: { brand: 'it', offerSlug: slug, visitedAt: new Date().toISOString(), kind: 'apply_click' },
        headers: { 'user-agent': userAgent },
      });
    expect((await click('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36')).status).toBe(
      204,
    );
    expect((await click('curl/8.5.0')).status).toBe(204);
    expect(pendingOfferStats()).toBe(1);
    await flushOfferStats(db);
    const [row] = await db
      .select()
      .from(offerStatsDaily)
      .where(and(eq(offerStatsDaily.offerId, offerId), eq(offerStatsDaily.day, new Date().toISOString().slice(0, 10))));
    expect(row).toMatchObject({ applyClicks: 1, detailViews: 0 });
    const bad = await callRoute(views, '/api/v1/views', {
      method: 'POST',
      body: { brand: 'it', offerSlug: slug, visitedAt: new Date().toISOString(), kind: 'purchase' },
    });
    expect(bad.status).toBe(400);
  });
});
