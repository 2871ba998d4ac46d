import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { pgliteExtensions } from './extensions';
import * as schema from './schema';

/**
 * Both drivers are used through the node-postgres flavour of Drizzle's types: the query
 * builder is the same, and `execute()` returns `{ rows }` on both.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

export interface DbHandle {
  db: Db;
  /** Read-only queries (lists, counts, details); the primary unless DATABASE_READ_URL is set. */
  readDb: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens an embedded PGlite database; `dataDir` undefined means in memory. */
export async function openPglite(dataDir?: string): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, readDb: db, driver: 'pglite', close: () => client.close() };
}

/** Opens a node-postgres pool and checks the connection, failing with one clear line. */
export async function openPostgres(url: string, readUrl?: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const readPool = readUrl ? new pg.Pool({ connectionString: readUrl, max: 10 }) : undefined;
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const where = new URL(url);
    throw new Error(
      `Cannot connect to DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}`,
    );
  }
  const db = drizzlePg(pool, { schema });
  const readDb = readPool ? drizzlePg(readPool, { schema }) : db;
  return {
    db,
    readDb,
    driver: 'postgres',
    close: async () => {
      await pool.end();
      await readPool?.end();
    },
  };
}

/** Applies the SQL migrations in lib/db/migrations (extensions are created by the first one). */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

const globalForDb = globalThis as typeof globalThis & { __wakatDb?: Promise<DbHandle> };

async function openConfigured(): Promise<DbHandle> {
  const env = getEnv();
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DATABASE_READ_URL)
    : await openPglite(path.resolve(env.PGLITE_DIR));
  await migrateDb(handle);
  logger.info({ driver: handle.driver, ms: Date.now() - started }, 'database ready');
  return handle;
}

/**
 * The process-wide database, opened and migrated once. Kept on globalThis so the custom
 * server and Next's bundled server code share one PGlite instance (a data directory can
 * only be opened once).
 */
export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__wakatDb ??= openConfigured().catch((error: unknown) => {
    globalForDb.__wakatDb = undefined;
    throw error;
  });
  return globalForDb.__wakatDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function getReadDb(): Promise<Db> {
  return (await getDbHandle()).readDb;
}
