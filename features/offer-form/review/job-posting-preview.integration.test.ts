import { eq } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import { offerJobPosting } from '@/features/offers/offer-page/offer-page-view';
import { loadOfferPage } from '@/features/offers/server/offer-page-service';
import { installDbHandle } from '@/lib/db/client';
import { offerDrafts, offers, plans } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { offerFormValuesFor } from '@/tests/factories/offer-drafts';
import type { OfferFormValues } from '../schema';
import { toServerShape } from '../server-shape';
import { materializeDraft } from '../server/convert-draft';
import { saveDraft } from '../server/drafts';
import { initiateDraft } from '../server/start-draft';
import { serverShapeSchema } from '../server/shape-schema';
import { reviewInputOf } from './from-form';
import { postingFieldReport, previewJobPosting } from './job-posting-preview';

/**
 * The review step's JSON-LD preview is what publishing the ad puts on its page: for every plan of the board,
 * the preview built from the form's values (with the plan's duration, as the review passes it) and the
 * JobPosting of the offer published from those values at the same moment agree on the dates and the rest.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 31 });
const tenant = await resolveTenant('it.localhost', db);
const company = await insertCompany(db, tenant.id, 'Preview Co');
const owner = await createEmployer(db, tenant, [{ companyId: company, right: 'owner' }]);
const planRows = await db.select().from(plans).where(eq(plans.tenantId, tenant.id));
const ORIGIN = 'http://it.localhost:3000';
const DAY = 86_400_000;

async function publish(values: OfferFormValues, planKey: string, now: Date) {
  const started = await initiateDraft(db, tenant, { planKey, companyId: company, userId: owner.userId });
  const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
  await saveDraft(db, draft!, serverShapeSchema.parse({ ...toServerShape(values, { draft: true }), planKey }), { now });
  const offerId = await materializeDraft(db, started.id, { status: 'published', userId: owner.userId, now });
  const [row] = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, offerId));
  const page = await loadOfferPage(db, tenant, row!.slug, 'pl');
  return offerJobPosting(page!, ORIGIN, `${ORIGIN}/oferta/${row!.slug}`);
}

const time = (v: unknown) => new Date(String(v)).getTime();

describe(`the review's JSON-LD preview against the published offer (${testDriver()})`, () => {
  it('has a plan for every case below', () => {
    expect(planRows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(planRows.map((p) => p.limits.durationInDays)).size).toBeGreaterThan(1);
  });

  for (const chosen of [false, true])
    it(`shows the validThrough publishing sets on every plan (${chosen ? 'an expiry chosen' : "the plan's duration"})`, async () => {
      for (const plan of planRows) {
        // Now (the form's expiry is checked against the real clock), to the millisecond the database keeps.
        const now = new Date(Math.floor(Date.now() / 1000) * 1000);
        const expiredAt = chosen ? new Date(now.getTime() + 9 * DAY).toISOString() : '';
        const values = await offerFormValuesFor(db, tenant.id, company, { type: plan.key, expiredAt });
        const preview = previewJobPosting(reviewInputOf(values), {
          now,
          pageUrl: `${ORIGIN}/oferta/…`,
          logoUrl: '',
          guid: '…',
          durationInDays: plan.limits.durationInDays,
        });
        const published = await publish(values, plan.key, now);

        expect(preview.validThrough, plan.key).toBeDefined();
        expect(time(preview.validThrough), plan.key).toBe(time(published.validThrough));
        expect(time(preview.validThrough), plan.key).toBe(
          chosen ? time(expiredAt) : now.getTime() + plan.limits.durationInDays * DAY,
        );
        expect(time(preview.datePosted)).toBe(time(published.datePosted));
        for (const key of ['title', 'employmentType', 'baseSalary', 'directApply', 'jobLocationType'])
          expect(preview[key], `${plan.key} ${key}`).toEqual(published[key]);
        expect(preview.hiringOrganization).toMatchObject({
          name: (published.hiringOrganization as { name: string }).name,
        });
        // The review no longer reports validThrough as missing.
        const report = postingFieldReport(preview, reviewInputOf(values));
        expect(report.find((f) => f.key === 'validThrough')?.present).toBe(true);
      }
    });
});
