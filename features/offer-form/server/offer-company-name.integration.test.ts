import { wholeCompany } from '@/lib/auth/employer-scope';
import { eq } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import { findOfferCards } from '@/features/offers/server/offer-cards';
import { offerJobPosting } from '@/features/offers/offer-page/offer-page-view';
import { loadOfferPage } from '@/features/offers/server/offer-page-service';
import { loadFeedJobs } from '@/features/seo/server/job-feed';
import { installDbHandle } from '@/lib/db/client';
import { offers } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertOffer } from '@/tests/factories/offer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { companyOffer, updateCompanyOffer } from './company-offers';
import { materializeDraft } from './convert-draft';
import { offerToShape } from './offer-shape';
import { serverShapeSchema } from './shape-schema';

/**
 * The company name of the form's first step is the offer's (an agency posts for its clients, decision
 * 0062): the offer page, the list card, the JSON-LD and the job feed show it; the logo stays the
 * company's; an offer written without one shows the company profile's name.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 11 });
const tenant = await resolveTenant('it.localhost', db);
const agency = await insertCompany(db, tenant.id, 'Agencja Rekrutacyjna Orbita');
const owner = await createEmployer(db, tenant, [{ companyId: agency, right: 'owner' }]);
const ORIGIN = 'http://it.localhost:3000';

/** What candidates see of an offer, everywhere it is shown. */
async function shownNames(offerId: number) {
  const [row] = await db.select({ slug: offers.slug, guid: offers.guid }).from(offers).where(eq(offers.id, offerId));
  const page = await loadOfferPage(db, tenant, row!.slug, 'pl');
  const [card] = await findOfferCards(db, [offerId]);
  const posting = offerJobPosting(page!, ORIGIN, `${ORIGIN}/oferta/${row!.slug}`) as {
    hiringOrganization: { name: string; logo: string };
    identifier: { name: string };
  };
  const feed = (await loadFeedJobs(db, tenant, ORIGIN, 'pl')).find((j) => j.reference === row!.guid);
  return {
    page: page!.detail.companyName,
    logo: page!.detail.companyLogoThumbUrl,
    card: card!.companyName,
    jsonLd: posting.hiringOrganization.name,
    identifier: posting.identifier.name,
    feed: feed?.company,
  };
}

describe(`the offer's company name (${testDriver()})`, () => {
  it('a name typed in step 1 is published with the offer and shown on the page, the card, the JSON-LD and the feed', async () => {
    const draft = await insertSavedDraft(db, tenant, {
      companyId: agency,
      userId: owner.userId,
      patch: { companyName: '  Bank Klienta SA ' },
    });
    const offerId = await materializeDraft(db, draft.id, { status: 'published', userId: owner.userId });
    const shown = await shownNames(offerId);
    expect(shown).toMatchObject({
      page: 'Bank Klienta SA',
      card: 'Bank Klienta SA',
      jsonLd: 'Bank Klienta SA',
      identifier: 'Bank Klienta SA',
      feed: 'Bank Klienta SA',
    });
    // The logo stays the company's.
    expect(shown.logo).toMatch(/^\/api\/v1\/companies\/[^/]+\/logo$/);

    // Editing the offer loads that name back and writes a changed one.
    const row = await companyOffer(db, wholeCompany(tenant.id, agency), offerId);
    const shape = await offerToShape(db, offerId);
    expect(shape.hiringCompany.name).toBe('Bank Klienta SA');
    await updateCompanyOffer(
      db,
      row,
      serverShapeSchema.parse({ ...shape, hiringCompany: { ...shape.hiringCompany, name: 'Ubezpieczenia Klienta' } }),
      { userId: owner.userId, hasLogo: true },
    );
    expect(await shownNames(offerId)).toMatchObject({
      page: 'Ubezpieczenia Klienta',
      card: 'Ubezpieczenia Klienta',
      jsonLd: 'Ubezpieczenia Klienta',
      feed: 'Ubezpieczenia Klienta',
    });
  });

  it("an offer written without a name (or with an empty one) shows the company profile's name", async () => {
    const without = await insertOffer(db, tenant.id, { companyId: agency, companyName: undefined });
    const empty = await insertOffer(db, tenant.id, { companyId: agency, companyName: '   ' });
    for (const id of [without, empty])
      expect(await shownNames(id)).toMatchObject({
        page: 'Agencja Rekrutacyjna Orbita',
        card: 'Agencja Rekrutacyjna Orbita',
        jsonLd: 'Agencja Rekrutacyjna Orbita',
        feed: 'Agencja Rekrutacyjna Orbita',
      });
  });
});
