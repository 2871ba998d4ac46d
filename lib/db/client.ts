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
  /** The raw connections under the Drizzle wrappers. */
  connections: SharedConnections;
  close(): Promise<void>;
}

/**
 * PGlite's buffer pool lives in the process's own memory, and PostgreSQL's default (128 MB) is touched whole
 * at start: the embedded default keeps a smaller pool, and pages it does not hold are read from the data
 * directory through the system's file cache, which is not the process's memory (decision 0076).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Opens an embedded PGlite database; `dataDir` undefined means in memory. `loadDataDir` starts it from a dump
 * of another one (`dumpDataDir()`).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions,
    loadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
  return wrap({ driver: 'pglite', pglite: client });
}

/** Opens a node-postgres pool and checks the connection, failing with one clear line. */
export async function openPostgres(url: string, readUrl?: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const readPool = readUrl ? new pg.Pool({ connectionString: readUrl, max: 10 }) : undefined;
  // An idle connection the server closes (restart, failover, a dropped database) is reported and
  // replaced on the next checkout; without a listener it would take the whole process down.
  for (const p of [pool, readPool])
    p?.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was closed by the server'));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const where = new URL(url);
    throw new Error(
      `Cannot connect to DATABASE_URL (${where.hostname}:${where.port || 5432}${where.pathname}): ${(error as Error).message}`,
    );
  }
  return wrap({ driver: 'postgres', pool, readPool });
}

/** Applies the SQL migrations in lib/db/migrations (extensions are created by the first one). */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    // Instances started together on one database: the first applies the migrations, the others wait on
    // this session lock and then find nothing left to apply.
    const lock = await handle.connections.pool!.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  }
}

/** The advisory lock key of migrations (any constant the product uses for nothing else). */
const MIGRATION_LOCK = 0x77616b61;

/** The raw connections, shared through globalThis (see getDbHandle). */
interface SharedConnections {
  driver: 'pglite' | 'postgres';
  pglite?: PGlite;
  pool?: pg.Pool;
  readPool?: pg.Pool;
}

const globalForDb = globalThis as typeof globalThis & { __wakatConnections?: Promise<SharedConnections> };

async function openConfigured(): Promise<SharedConnections> {
  const env = getEnv();
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DATABASE_READ_URL)
    : await openPglite(path.resolve(env.PGLITE_DIR));
  await migrateDb(handle);
  logger.info({ driver: handle.driver, ms: Date.now() - started }, 'database ready');
  return handle.connections;
}

function wrap(connections: SharedConnections): DbHandle {
  if (connections.pglite) {
    const db = drizzlePglite(connections.pglite, { schema }) as unknown as Db;
    return { db, readDb: db, driver: 'pglite', connections, close: () => connections.pglite!.close() };
  }
  const db = drizzlePg(connections.pool!, { schema });
  const readDb = connections.readPool ? drizzlePg(connections.readPool, { schema }) : db;
  return {
    db,
    readDb,
    driver: 'postgres',
    connections,
    close: async () => {
      await connections.pool!.end();
      await connections.readPool?.end();
    },
  };
}

let local: { from: SharedConnections; handle: DbHandle } | undefined;

/**
 * The process-wide database, opened and migrated once. The raw connections live on
 * globalThis so the custom server and Next's bundled server code share one PGlite instance
 * (a data directory can only be opened once); each module copy wraps them in its own Drizzle.
 */
export async function getDbHandle(): Promise<DbHandle> {
  globalForDb.__wakatConnections ??= openConfigured().catch((error: unknown) => {
    globalForDb.__wakatConnections = undefined;
    throw error;
  });
  const connections = await globalForDb.__wakatConnections;
  if (local?.from !== connections) local = { from: connections, handle: wrap(connections) };
  return local.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function getReadDb(): Promise<Db> {
  return (await getDbHandle()).readDb;
}

/** Closes the process-wide connections (on shutdown), flushing PGlite to disk. */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.__wakatConnections;
  if (!pending) return;
  globalForDb.__wakatConnections = undefined;
  await wrap(await pending).close();
}

/** Makes an already open handle the process-wide database (integration tests of routes and pages). */
export function installDbHandle(handle: DbHandle): void {
  globalForDb.__wakatConnections = Promise.resolve(handle.connections);
}
