import { and, asc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { changeOfferState } from '@/features/offers/server/offer-writer/change-offer-state';
import { createOffer } from '@/features/offers/server/offer-writer/create-offers';
import type { OfferInput } from '@/features/offers/server/offer-writer/offer-input';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import {
  categories,
  cities,
  companies,
  emailOutbox,
  jobRuns,
  offerExpiryReminders,
  offerListings,
  offerRevisions,
  offers,
  skills,
  tenants,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { runJobOnce } from '@/lib/scheduler/scheduler';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { applyAction, offerBumpJob, offerExpiryJob, offerReminderJob, offersDueExpiry } from './offer-life-jobs';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
// Dictionaries, boards and plans, but no demo offers: every offer here is the test's own.
await seedDemo(handle, { offers: 0, seed: 3, referenceDate: new Date('2027-02-01T00:00:00Z') });
const [itRow] = await db.select().from(tenants).orderBy(asc(tenants.id));
const tenant = await resolveTenant('it.localhost', db);
const [leaf] = await db
  .select({ id: categories.id })
  .from(categories)
  .where(and(eq(categories.tenantId, itRow!.id), isNotNull(categories.parentId)))
  .limit(1);
const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
const [skill] = await db.select({ id: skills.id }).from(skills).limit(1);

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T0 = new Date('2027-03-01T08:00:00Z');
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY + hours * HOUR);

const PRO = {
  maxLocationsCount: 5,
  bumpsUpCount: 3,
  bumpsUpEveryDays: 7,
  durationInDays: 30,
  seniority: [],
  categories: 2,
};
const BASIC = { ...PRO, maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0 };

let serial = 0;
async function publishedOffer(companyId: number, overrides: Partial<OfferInput> = {}): Promise<number> {
  serial += 1;
  return createOffer(
    db,
    {
      tenantId: itRow!.id,
      companyId,
      planKey: 'pro',
      status: 'published',
      slug: `life-${serial}`,
      title: `Life Developer ${serial}`,
      body: '<p>Work</p>',
      experienceLevel: 'mid',
      workplaceType: 'remote',
      workingTime: 'full_time',
      categoryId: leaf!.id,
      apply: { email: 'jobs@example.com' },
      informationClause: 'Administrator danych: Example.',
      contact: { name: 'Ewa Kontakt', email: `contact${serial}@example.com` },
      limits: PRO,
      locations: [
        { cityId: city!.id, city: 'Warszawa', street: 'Prosta 1', geoCoordinates: { latitude: 52.2, longitude: 21 } },
      ],
      requirements: [{ skillId: skill!.id, level: 3, required: true }],
      employmentTypes: [
        { type: 'b2b', currency: 'PLN', amountType: 'net', salary: { from: 10000, to: 15000, unit: 'month' } },
      ],
      languages: [],
      publishedAt: T0,
      expiresAt: at(30),
      ...overrides,
    },
    { now: T0 },
  );
}

const offerRow = async (id: number) => (await db.select().from(offers).where(eq(offers.id, id)))[0]!;
const bumpCount = async (id: number) =>
  (
    await db
      .select()
      .from(offerRevisions)
      .where(and(eq(offerRevisions.offerId, id), eq(offerRevisions.action, 'bump')))
  ).length;
/** The "ends soon" mails queued for an address (sign-up mails of the test accounts are left out). */
const mailsTo = (address: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, address), like(emailOutbox.text, '%mode=extend%')));

describe(`the life of an offer on ${testDriver()}`, () => {
  let companyId: number;
  beforeAll(async () => {
    companyId = (
      await db.select({ id: companies.id }).from(companies).where(eq(companies.tenantId, itRow!.id)).limit(1)
    )[0]!.id;
  });

  it('bumps a published offer per its plan: every bumpsUpEveryDays, bumpsUpCount times, keeping the original date', async () => {
    const pro = await publishedOffer(companyId);
    const basic = await publishedOffer(companyId, { planKey: 'basic', limits: BASIC });
    const run = (when: Date) => runJobOnce(db, offerBumpJob, when);

    await run(at(6, 23));
    expect(await bumpCount(pro)).toBe(0);

    const first = await run(at(7, 1));
    expect(first).toMatchObject({ ran: true });
    let row = await offerRow(pro);
    expect(row.refreshedAt).toEqual(at(7, 1));
    expect(row.publishedAt).toEqual(T0);
    expect(row.originalPublishedAt).toEqual(T0);
    expect(await bumpCount(pro)).toBe(1);
    // The search row sorts by the bumped date at once.
    const [listing] = await db.select().from(offerListings).where(eq(offerListings.offerId, pro)).limit(1);
    expect(listing).toBeDefined();

    // The same slot again (another instance, or a retry): claimed once, nothing done twice.
    expect(await run(at(7, 1.5))).toEqual({ ran: false, slot: offerBumpJob.slotOf(at(7, 1.5)) });
    // A later slot before the next due date: nothing due.
    await run(at(8, 3));
    expect(await bumpCount(pro)).toBe(1);

    await run(at(14, 1));
    await run(at(21, 1));
    expect(await bumpCount(pro)).toBe(3);
    // Three bump-ups is the plan's limit.
    await run(at(28, 1));
    expect(await bumpCount(pro)).toBe(3);
    row = await offerRow(pro);
    expect(row.refreshedAt).toEqual(at(21, 1));
    expect(row.originalPublishedAt).toEqual(T0);

    expect(await bumpCount(basic)).toBe(0);
  });

  it('catches up a missed bump-up in the next slot, and starts again after a re-publication', async () => {
    const id = await publishedOffer(companyId, { limits: { ...PRO, bumpsUpCount: 1 } });
    // The job did not run for two weeks.
    await runJobOnce(db, offerBumpJob, at(40, 5));
    expect(await bumpCount(id)).toBe(0); // expired by then (end at day 30): never bumped after its end
    await changeOfferState(db, [id], 'publish', { now: at(41) });
    await runJobOnce(db, offerBumpJob, at(47, 23));
    expect(await bumpCount(id)).toBe(0);
    await runJobOnce(db, offerBumpJob, at(55));
    expect(await bumpCount(id)).toBe(1);
    expect((await offerRow(id)).originalPublishedAt).toEqual(T0);
  });

  it('runs a slot once when two instances claim it at the same moment', async () => {
    const id = await publishedOffer(companyId, { publishedAt: at(100), expiresAt: at(130) });
    const when = at(107, 2);
    const outcomes = await Promise.all([
      runJobOnce(db, offerBumpJob, when, 'instance-a'),
      runJobOnce(db, offerBumpJob, when, 'instance-b'),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(await bumpCount(id)).toBe(1);
  });

  it('expires published offers at their end, through the writer, once', async () => {
    const id = await publishedOffer(companyId, { publishedAt: at(200), expiresAt: at(230) });
    await runJobOnce(db, offerExpiryJob, at(229, 23.9));
    expect((await offerRow(id)).status).toBe('published');
    const outcome = await runJobOnce(db, offerExpiryJob, at(230, 0.2));
    expect(outcome).toMatchObject({ ran: true });
    const row = await offerRow(id);
    expect(row.status).toBe('expired');
    expect(row.expiresAt).toEqual(at(230));
    expect(await db.select().from(offerListings).where(eq(offerListings.offerId, id))).toEqual([]);
    const revisions = await db
      .select()
      .from(offerRevisions)
      .where(and(eq(offerRevisions.offerId, id), eq(offerRevisions.action, 'expire')));
    expect(revisions).toHaveLength(1);
    // Nothing left to do in the next slot.
    const next = await runJobOnce(db, offerExpiryJob, at(230, 0.5));
    expect(next).toMatchObject({ ran: true, result: { due: 0, expired: 0 } });
  });

  it('skips an offer finished between the read and the write, and expires the rest', async () => {
    const a = await publishedOffer(companyId, { publishedAt: at(300), expiresAt: at(301) });
    const b = await publishedOffer(companyId, { publishedAt: at(300), expiresAt: at(301) });
    const due = await offersDueExpiry(db, at(302));
    expect(due).toEqual(expect.arrayContaining([a, b]));
    // The employer finishes one after the job has read the due list.
    await changeOfferState(db, [a], 'finish', { now: at(300, 12) });
    expect(await applyAction(db, due, 'expire', at(302))).toBe(due.length - 1);
    expect((await offerRow(a)).status).toBe('finished');
    expect((await offerRow(b)).status).toBe('expired');
  });

  describe('the "ends soon" e-mail', () => {
    it('goes to the company owners 3 days before the end, once, with a one-click extend link', async () => {
      const company = await insertCompany(db, itRow!.id, 'Reminder Sp. z o.o.');
      const owner = await createEmployer(db, tenant, [{ companyId: company, right: 'owner' }]);
      const recruiter = await createEmployer(db, tenant, [{ companyId: company, right: 'recruiter' }]);
      const id = await publishedOffer(company, { publishedAt: at(400), expiresAt: at(430), title: 'Senior Ruby' });
      const slug = (await offerRow(id)).slug;

      await runJobOnce(db, offerReminderJob, at(426, 23));
      expect(await mailsTo(owner.email)).toEqual([]);

      await runJobOnce(db, offerReminderJob, at(427, 1));
      const [mail, ...more] = await mailsTo(owner.email);
      expect(more).toEqual([]);
      expect(mail!.tenantId).toBe(itRow!.id);
      expect(mail!.subject).toContain('Senior Ruby');
      // The board speaks Polish by default.
      expect(mail!.subject).toMatch(/wygasa/);
      expect(mail!.html).toContain(`/employer/offers/${slug}/edit?mode=extend`);
      expect(mail!.text).toContain(`/employer/offers/${slug}/edit?mode=extend`);
      expect(await mailsTo(recruiter.email)).toEqual([]);
      // The contact gets nothing while the company has an owner.
      expect(await mailsTo((await offerRow(id)).contact.email)).toEqual([]);

      // Later slots send nothing more for the same end.
      await runJobOnce(db, offerReminderJob, at(427, 2));
      await runJobOnce(db, offerReminderJob, at(428, 5));
      expect(await mailsTo(owner.email)).toHaveLength(1);

      // Extended: the new end is announced again, 3 days before it.
      await changeOfferState(db, [id], 'extend', { now: at(428, 6) });
      expect((await offerRow(id)).expiresAt).toEqual(at(460));
      await runJobOnce(db, offerReminderJob, at(440));
      expect(await mailsTo(owner.email)).toHaveLength(1);
      await runJobOnce(db, offerReminderJob, at(457, 1));
      expect(await mailsTo(owner.email)).toHaveLength(2);
      expect(await db.select().from(offerExpiryReminders).where(eq(offerExpiryReminders.offerId, id))).toHaveLength(2);
    });

    it("goes to the offer's contact when the company has no owner account, and never for finished offers", async () => {
      const company = await insertCompany(db, itRow!.id, 'Imported Ltd');
      const id = await publishedOffer(company, { publishedAt: at(500), expiresAt: at(530) });
      const finished = await publishedOffer(company, { publishedAt: at(500), expiresAt: at(530) });
      await changeOfferState(db, [finished], 'finish', { now: at(501) });
      await runJobOnce(db, offerReminderJob, at(528));
      const contactOf = async (offerId: number) => (await offerRow(offerId)).contact.email;
      expect(await mailsTo(await contactOf(id))).toHaveLength(1);
      expect(await mailsTo(await contactOf(finished))).toEqual([]);
    });

    it('is written once when two runs race for the same offer', async () => {
      const company = await insertCompany(db, itRow!.id, 'Race Ltd');
      const id = await publishedOffer(company, { publishedAt: at(600), expiresAt: at(630) });
      const { remindEndingOffers } = await import('./offer-life-jobs');
      await Promise.all([remindEndingOffers(db, at(628)), remindEndingOffers(db, at(628))]);
      expect(await mailsTo((await offerRow(id)).contact.email)).toHaveLength(1);
    });
  });

  it('records every run in job_runs', async () => {
    const runs = await db.select().from(jobRuns).where(isNull(jobRuns.error));
    expect(runs.map((r) => r.job)).toEqual(
      expect.arrayContaining(['offer-bump-ups', 'offer-expiry', 'offer-expiry-reminders']),
    );
    expect((await db.execute(sql`select count(*)::int as n from job_runs where status = 'failed'`)).rows[0]).toEqual({
      n: 0,
    });
  });
});
