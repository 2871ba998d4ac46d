import { count, eq, sql } from 'drizzle-orm';
import { offerBoards, offerRevisions, offers } from '@/lib/db/schema';
import { createTestDb, testDriver } from '@/tests/db';
import { seedDemo } from '.';

const handle = await createTestDb();

describe(`the 50k demo load on ${testDriver()}`, () => {
  // The timeout is generous: the load takes about four minutes alone on a shared two-core machine,
  // more when other test files run beside it.
  it('loads 50,000 offers with their boards and rebuilt indexes', async () => {
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
      sql`select count(*)::int as n from pg_indexes where tablename = 'offers' and indexname in ('offers_list_idx', 'offers_search_idx', 'offers_skill_ids_idx')`,
    );
    expect(rows[0]!.n).toBe(3);
    // The identity sequence continues after the explicitly numbered rows.
    const { rows: next } = await handle.db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('offers', 'id'))::int as id`,
    );
    expect(next[0]!.id).toBe(50_001);
  }, 600_000);
});
