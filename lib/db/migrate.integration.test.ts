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

describe.skipIf(testDriver() !== 'postgres')('migrations started by two instances at once', () => {
  it('are applied by one while the other waits, and both start', async () => {
    const { openPostgres, migrateDb } = await import('@/lib/db/client');
    const pg = (await import('pg')).default;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `wakat_t_migrate_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    url.pathname = `/${name}`;
    const [one, two] = [await openPostgres(url.toString()), await openPostgres(url.toString())];
    try {
      await Promise.all([migrateDb(one), migrateDb(two)]);
      const { rows } = await one.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = (await import('@/lib/db/migrations/meta/_journal.json')).default as { entries: unknown[] };
      expect(rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
