import { sql } from 'drizzle-orm';
import { createTestDb, testDriver } from '@/tests/db';

const { db } = await createTestDb();

describe(`migrations on ${testDriver()}`, () => {
  it('create the search extensions and the immutable unaccent wrapper', async () => {
    const { rows } = await db.execute<{ extname: string }>(sql`select extname from pg_extension order by extname`);
    const names = rows.map((r) => r.extname);
    expect(names).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm', 'unaccent']));
    const { rows: folded } = await db.execute<{ v: string }>(sql`select immutable_unaccent('Łódź Zażółć') as v`);
    expect(folded[0]?.v).toBe('Lodz Zazolc');
  });

  it('computes distances in metres with earthdistance', async () => {
    // Warsaw → Kraków is about 252 km in a straight line.
    const { rows } = await db.execute<{ km: number }>(
      sql`select round((earth_distance(ll_to_earth(52.2297, 21.0122), ll_to_earth(50.0647, 19.945)) / 1000)::numeric) as km`,
    );
    expect(Number(rows[0]?.km)).toBeGreaterThan(245);
    expect(Number(rows[0]?.km)).toBeLessThan(260);
  });
});
