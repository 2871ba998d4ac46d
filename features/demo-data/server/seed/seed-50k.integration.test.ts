import { count, eq, sql } from 'drizzle-orm';
import { offerBoards, offerRevisions, offers } from '@/lib/db/schema';
import { createTestDb, testDriver } from '@/tests/db';
import { seedDemo } from '.';

// A load test, not part of `npm test`: `npm run test:load` runs it (CI: once, on PostgreSQL).
describe.skipIf(process.env.TEST_50K !== '1')(`the 50k demo load on ${testDriver()}`, () => {
  // The timeout is generous: the load (offers, search terms, logos, indexes) took over ten minutes on the
  // shared two-core machine while browser journeys ran beside it.
  it('loads 50,000 offers with their boards and rebuilt indexes', async () => {
    const handle = await createTestDb();
    const summary = await seedDemo(handle, {
      offers: 50_000,
      seed: 42,
      referenceDate: new Date('2026-11-01T00:00:00Z'),
    });
    expect(summary.offers).toBe(50_000);
    const [row] = await handle.db.select({ n: count() }).from(offers);
    expect(row!.n).toBe(50_000);
    // Written by the offer writer: one creation revision each.
    const [revisions] = await handle.db.select({ n: count() }).from(offerRevisions);
    expect(revisions!.n).toBe(50_000);
    const [onBoards] = await handle.db
      .select({ n: count() })
      .from(offerBoards)
      .innerJoin(offers, eq(offers.id, offerBoards.offerId));
    expect(onBoards!.n).toBeGreaterThan(50_000);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_indexes where indexname in ('offers_list_idx', 'offers_search_terms_version_idx', 'offers_skill_ids_idx', 'offer_listings_search_vector_idx', 'offer_listings_published_idx')`,
    );
    expect(rows[0]!.n).toBe(5);
    // Every offer has its search terms, and every search row its lexemes.
    const { rows: terms } = await handle.db.execute<{ offers: number; listings: number }>(
      sql`select (select count(*)::int from offers where search_terms is null or search_terms_version is null) as offers,
                 (select count(*)::int from offer_listings where search_vector = ''::tsvector) as listings`,
    );
    expect(terms[0]).toEqual({ offers: 0, listings: 0 });
    // The identity sequence continues after the explicitly numbered rows.
    const { rows: next } = await handle.db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('offers', 'id'))::int as id`,
    );
    expect(next[0]!.id).toBe(50_001);
  }, 1_500_000);
});
