import pg from 'pg';
import { afterAll } from 'vitest';
import { migrateDb, openPglite, openPostgres, type DbHandle } from '@/lib/db/client';
import { getEnv } from '@/lib/env';

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a
 * new throw-away database on the server named by TEST_DATABASE_URL (dropped afterwards).
 * Call it once at the top level of an integration test file.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = getEnv().TEST_DATABASE_URL;
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  if (url) {
    const name = `wakat_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    handle = await openPostgres(dbUrl.toString());
    cleanup = async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    handle = await openPglite();
    cleanup = () => handle.close();
  }
  await migrateDb(handle);
  afterAll(cleanup);
  return handle;
}

export const testDriver = (): 'pglite' | 'postgres' => (getEnv().TEST_DATABASE_URL ? 'postgres' : 'pglite');
