import { count, isNull, sql } from 'drizzle-orm';
import { seedDemo } from '@/features/demo-data/server/seed';
import { installDbHandle } from '@/lib/db/client';
import { offerListings, offers } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { offerFilterQuerySchema } from '../schemas';
import { SEARCH_TERMS_VERSION } from '../search-terms';
import { countOffers } from './offer-search-service';
import { refreshSearchTerms, searchTermsJob } from './search-terms-refresh';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 150, seed: 11 });
const { db } = handle;
const tenant = await resolveTenant('it.localhost', db);

const javaCount = () => countOffers(db, tenant, offerFilterQuerySchema.parse({ keywords: ['java'], salaryMin: 0 }));
const total = async () => (await db.select({ n: count() }).from(offers))[0]!.n;

describe(`search terms of offers written before them, on ${testDriver()}`, () => {
  it('are computed at start and by the job, in batches, once', async () => {
    const before = await javaCount();
    expect(before).toBeGreaterThan(0);
    const terms = await db.select({ id: offers.id, terms: offers.searchTerms }).from(offers);
    // As a database migrated from the previous release has them: no terms at all.
    await db.execute(sql`update ${offers} set search_terms = null, search_terms_version = null`);
    await db.execute(sql`update ${offerListings} set search_vector = ''`);
    expect(await countOffers(db, tenant, offerFilterQuerySchema.parse({ keywords: ['java'], salaryMin: 1 }))).toBe(0);

    expect(await refreshSearchTerms(db)).toEqual({ offers: await total() });
    expect(await db.select({ n: count() }).from(offers).where(isNull(offers.searchTerms))).toEqual([{ n: 0 }]);
    // The same terms as the writer's, and the search rows have them (the count cache moved on too).
    const after = new Map(
      (await db.select({ id: offers.id, terms: offers.searchTerms }).from(offers)).map((r) => [r.id, r.terms]),
    );
    for (const { id, terms: written } of terms) expect([...after.get(id)!].sort()).toEqual([...written!].sort());
    expect(await countOffers(db, tenant, offerFilterQuerySchema.parse({ keywords: ['java'], salaryMin: 2 }))).toBe(
      before,
    );

    // Nothing is left: the next run (the scheduled job) has no work.
    expect(await searchTermsJob.run(db, 'slot', new Date())).toEqual({ offers: 0 });
    // An older analysis is analysed again.
    await db.execute(sql`update ${offers} set search_terms_version = ${SEARCH_TERMS_VERSION - 1} where id % 2 = 0`);
    const even = (
      await db
        .select({ n: count() })
        .from(offers)
        .where(sql`id % 2 = 0`)
    )[0]!.n;
    expect(await refreshSearchTerms(db)).toEqual({ offers: even });
  });
});
