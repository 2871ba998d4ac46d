import { notInArray, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { getDbHandle, type Db, type DbHandle } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { companies, offerListings, offers, tenants, users } from '@/lib/db/schema';
import { fillCityLocatives } from './seed/dictionaries';
import { DEMO_EMPLOYERS } from './seed/employers';
import { BIZ_TENANT, IT_TENANT } from './seed/tenants';

/**
 * Opens and migrates the configured database, and loads the demo data when it is empty and
 * SEED_ON_START allows it (the embedded default on a fresh machine).
 */
export async function prepareDatabase(): Promise<void> {
  const env = getEnv();
  const handle = await getDbHandle();
  // The city dictionary of a database seeded by an older release gets the Polish locatives it lacks.
  await fillCityLocatives(handle.db);
  if (!env.SEED_ON_START) return;
  const started = Date.now();
  const summary = await ensureDemoData(handle, { offers: env.DEMO_OFFERS });
  if (summary) logger.info({ ms: Date.now() - started, summary }, 'demo data loaded');
}

/**
 * What the data says about the demo load: `empty` (no board), `partial` (the demo boards without
 * the rest: a first start that was killed while seeding before the load became one transaction),
 * or `ready`. A board with offers always has their search rows, and every seeded board has
 * companies. Only a database holding nothing but demo boards and no account can be `partial`, so
 * a real database is never emptied.
 */
export async function seedState(db: Db): Promise<'empty' | 'partial' | 'ready'> {
  const [row] = await db
    .select({
      tenants: sql<number>`(select count(*)::int from ${tenants})`,
      companies: sql<number>`(select count(*)::int from ${companies})`,
      offers: sql<number>`(select count(*)::int from ${offers})`,
      listings: sql<number>`(select count(*)::int from ${offerListings})`,
      // People's accounts: the seed's own demo employers do not count (they are part of the demo data).
      users: sql<number>`(select count(*)::int from ${users} where ${notInArray(
        users.email,
        DEMO_EMPLOYERS.map((e) => e.email),
      )})`,
      foreign: sql<number>`(select count(*)::int from ${tenants} where ${tenants.slug} not in (${IT_TENANT.slug}, ${BIZ_TENANT.slug}))`,
    })
    .from(sql`(select 1) as one`);
  if (!row || row.tenants === 0) return 'empty';
  const demoOnly = row.users === 0 && row.foreign === 0;
  if (demoOnly && (row.companies === 0 || (row.offers > 0 && row.listings === 0))) return 'partial';
  return 'ready';
}

/**
 * Loads the demo data into an empty database in one transaction, so a crash (kill -9, power
 * loss) while seeding leaves no board at all and the next start seeds again. A database left
 * half-seeded by an older version is detected from its data, emptied and seeded again.
 * Returns the seed's summary, or null when there was nothing to do.
 */
export async function ensureDemoData(
  handle: DbHandle,
  options: { offers: number; seed?: number; referenceDate?: Date },
) {
  const state = await seedState(handle.db);
  if (state === 'ready') return null;
  const { resetDemo, seedDemo } = await import('./seed');
  if (state === 'partial') {
    logger.warn('the demo data load was interrupted on an earlier start: loading it again');
    await resetDemo(handle.db);
  } else logger.info({ offers: options.offers }, 'empty database: loading demo data');
  return inOneTransaction(handle, (tx) => seedDemo(tx, options));
}

/**
 * Runs `work` with a handle whose every statement (bulk COPY included) goes through one session
 * inside BEGIN … COMMIT; nested `transaction()` calls become part of it. Rolled back on error.
 */
export async function inOneTransaction<T>(handle: DbHandle, work: (tx: DbHandle) => Promise<T>): Promise<T> {
  if (handle.connections.pglite) {
    // PGlite is one session: BEGIN on it covers the drizzle queries and the COPYs alike.
    const pglite = handle.connections.pglite;
    await pglite.exec('begin');
    try {
      const result = await work({ ...handle, db: flat(handle.db), readDb: flat(handle.db) });
      await pglite.exec('commit');
      return result;
    } catch (error) {
      await pglite.exec('rollback').catch(() => undefined);
      throw error;
    }
  }
  const client = await handle.connections.pool!.connect();
  try {
    await client.query('begin');
    const db = flat(drizzlePg(client, { schema }) as unknown as Db);
    try {
      const result = await work({ ...handle, db, readDb: db, connections: { driver: 'postgres' } });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

/** A db whose `transaction(fn)` runs fn on itself: already inside the outer transaction. */
function flat(db: Db): Db {
  const wrapped: Db = Object.create(db, {
    transaction: { value: (fn: (tx: Db) => Promise<unknown>) => fn(wrapped) },
  });
  return wrapped;
}
