import { eq, inArray, sql } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { emailOutbox, guests, jobAlertDeliveries, jobAlerts, jobFilters, offerListings, offers } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { runJobOnce } from '@/lib/scheduler/scheduler';
import { createTestDb } from '@/tests/db';
import { digestJob, runDigest } from './digest-job';
import { digestSlotOf } from './digest-schedule';
import { filterKeyOf } from './saved-search';
import { DEFAULT_FILTERS, type OfferFilters } from '@/features/offers/search-params';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 200, seed: 7 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);

const T0 = new Date(Date.now() + 3_600_000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let guestCounter = 0;

/** An active guest alert over filters, activated at T0. */
async function activeAlert(filters: Partial<OfferFilters>, frequency: 'daily' | 'twiceAWeek' | 'weekly' = 'daily') {
  const full = { ...DEFAULT_FILTERS, ...filters };
  const [guest] = await db
    .insert(guests)
    .values({ tenantId: it_.id, email: `digest${++guestCounter}@example.com`, privacyAcceptedAt: T0 })
    .returning();
  const [filter] = await db
    .insert(jobFilters)
    .values({
      tenantId: it_.id,
      guestId: guest!.id,
      name: 'Alert',
      searchUrl: '/job-offers',
      filters: full as unknown as Record<string, unknown>,
      filterKey: filterKeyOf(full),
    })
    .returning();
  const [alert] = await db
    .insert(jobAlerts)
    .values({
      jobFilterId: filter!.id,
      status: 'active',
      frequency,
      code: 'x',
      unsubscribeCode: `unsub-${guestCounter}-aaaaaaaaaaaaaaaa`,
      // An origin stored with the alert (once taken from a request) never reaches a link.
      origin: 'http://attacker.example',
      activatedAt: T0,
    })
    .returning();
  return { alert: alert!, email: guest!.email };
}

/** Makes offers "new": listed now on the board and published at a moment after T0. */
async function publish(ids: number[], when: Date) {
  await db.update(offerListings).set({ publishedAt: when }).where(inArray(offerListings.offerId, ids));
}

const mailsTo = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
const listed = await db
  .select({ id: offerListings.offerId, companyId: offers.companyId })
  .from(offerListings)
  .innerJoin(offers, eq(offers.id, offerListings.offerId))
  .where(sql`${offerListings.tenantId} = ${it_.id} and ${offerListings.expiresAt} > ${at(600)}`)
  .orderBy(offerListings.offerId);

describe('alert digests', () => {
  it('sends new matching offers once, at most 3 per company, with one-click unsubscribe headers', async () => {
    const { alert, email } = await activeAlert({});
    // Five offers of one company and two of others become new after activation.
    const sameCompany = listed.slice(0, 5).map((o) => o.id);
    await db.update(offers).set({ companyId: listed[0]!.companyId }).where(inArray(offers.id, sameCompany));
    const others = listed
      .slice(5)
      .filter((o) => o.companyId !== listed[0]!.companyId)
      .slice(0, 2);
    await publish(sameCompany, at(1));
    await publish(
      others.map((o) => o.id),
      at(2),
    );
    const first = await runDigest(db, 'daily', at(10));
    expect(first.mails).toBeGreaterThanOrEqual(1);
    const [mail, ...rest] = await mailsTo(email);
    expect(rest).toHaveLength(0);
    const delivered = await db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.jobAlertId, alert.id));
    expect(delivered).toHaveLength(5);
    expect(delivered.filter((d) => sameCompany.includes(d.offerId))).toHaveLength(3);
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((mail!.headers as Record<string, string>)['List-Unsubscribe']).toMatch(
      /^<http:\/\/it\.localhost:3000\/api\/it\/guests\/job-alerts\/\d+\/unsub-[^>]+>, <mailto:[^>]+>$/,
    );
    expect(mail!.text).not.toContain('attacker.example');
    expect(mail!.text).toContain('job-alerts=unsubscribe');
    expect(mail!.subject).toMatch(/5 nowych ofert/);
    const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(row!.lastDeliveredAt!.getTime()).toBe(at(10).getTime());

    // Nothing new: no mail. A new offer: a mail with only it.
    await runDigest(db, 'daily', at(20));
    expect(await mailsTo(email)).toHaveLength(1);
    const fresh = listed.slice(5).find((o) => o.companyId !== listed[0]!.companyId && !others.includes(o))!;
    await publish([fresh.id], at(25));
    await runDigest(db, 'daily', at(30));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(await db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.jobAlertId, alert.id))).toHaveLength(
      6,
    );

    // Even if its clock went back, an alert never gets an offer it already had.
    await db.update(jobAlerts).set({ lastDeliveredAt: T0 }).where(eq(jobAlerts.id, alert.id));
    await runDigest(db, 'daily', at(40));
    const after = await db.select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.jobAlertId, alert.id));
    expect(after).toHaveLength(8); // the two capped offers of the first company, nothing twice
    expect(new Set(after.map((d) => d.offerId)).size).toBe(8);
    await db.update(jobAlerts).set({ status: 'inactive' }).where(eq(jobAlerts.id, alert.id));
  });

  it('respects the frequency and the filters; inactive and pending alerts get nothing', async () => {
    const weekly = await activeAlert({ keywords: ['zzz-no-such-offer'] }, 'weekly');
    const daily = await activeAlert({ keywords: ['zzz-no-such-offer'] });
    const weeklyAll = await activeAlert({}, 'weekly');
    const paused = await activeAlert({});
    await db.update(jobAlerts).set({ status: 'inactive' }).where(eq(jobAlerts.id, paused.alert.id));
    await publish([listed[50]!.id], at(101));
    await runDigest(db, 'daily', at(110));
    expect(await mailsTo(daily.email)).toHaveLength(0);
    expect(await mailsTo(weekly.email)).toHaveLength(0);
    expect(await mailsTo(weeklyAll.email)).toHaveLength(0);
    expect(await mailsTo(paused.email)).toHaveLength(0);
    await runDigest(db, 'weekly', at(111));
    expect(await mailsTo(weeklyAll.email)).toHaveLength(1);
    expect(await mailsTo(weekly.email)).toHaveLength(0);
    for (const a of [weekly, daily, weeklyAll])
      await db.update(jobAlerts).set({ status: 'inactive' }).where(eq(jobAlerts.id, a.alert.id));
  });

  it('sends a slot once when two runs start together (the slot is claimed in the database)', async () => {
    const { email } = await activeAlert({}, 'twiceAWeek');
    await publish([listed[60]!.id, listed[61]!.id], at(201));
    const job = digestJob('twiceAWeek');
    const monday = new Date('2030-01-07T08:00:00Z'); // a Monday, 09:00 in Warsaw
    expect(digestSlotOf('twiceAWeek', monday)).toBe('2030-01-07');
    const slotJob = { ...job, slotOf: () => 'test-slot', run: (d: typeof db, s: string) => job.run(d, s, at(210)) };
    const results = await Promise.all([runJobOnce(db, slotJob, monday), runJobOnce(db, slotJob, monday)]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('schedules daily at 07:00 Warsaw, twice a week on Monday and Thursday, weekly on Monday', () => {
    const warsaw = (iso: string) => new Date(iso);
    expect(digestSlotOf('daily', warsaw('2030-01-08T05:59:00Z'))).toBeNull(); // 06:59 in Warsaw (winter)
    expect(digestSlotOf('daily', warsaw('2030-01-08T06:00:00Z'))).toBe('2030-01-08');
    expect(digestSlotOf('daily', warsaw('2030-07-09T05:00:00Z'))).toBe('2030-07-09'); // 07:00 in summer
    expect(digestSlotOf('twiceAWeek', warsaw('2030-01-10T12:00:00Z'))).toBe('2030-01-10'); // Thursday
    expect(digestSlotOf('twiceAWeek', warsaw('2030-01-09T12:00:00Z'))).toBeNull(); // Wednesday
    expect(digestSlotOf('weekly', warsaw('2030-01-07T12:00:00Z'))).toBe('2030-01-07');
    expect(digestSlotOf('weekly', warsaw('2030-01-10T12:00:00Z'))).toBeNull();
  });
});
