import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDb, openPglite, openPostgres, type DbHandle } from '@/lib/db/client';
import { getEnv } from '@/lib/env';

/**
 * The migrations' fingerprint (every file's name and bytes, and PGlite's version): a migrated template made
 * from the same migrations is reused by every test file instead of migrating each database anew.
 */
const fingerprint = (() => {
  let value: string | undefined;
  return () => {
    if (value) return value;
    const hash = createHash('sha256');
    const walk = (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else hash.update(path.relative(MIGRATIONS_FOLDER, file)).update(readFileSync(file));
      }
    };
    walk(MIGRATIONS_FOLDER);
    hash.update(readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json')));
    return (value = hash.digest('hex').slice(0, 16));
  };
})();

/**
 * A migrated, empty in-memory PGlite. The first test file of a run (of these migrations) migrates one and
 * leaves its dump in the temporary directory; later files load that dump, several times faster.
 */
async function migratedPglite(): Promise<DbHandle> {
  const file = path.join(tmpdir(), `wakat-pglite-template-${fingerprint()}.tar`);
  if (existsSync(file)) {
    try {
      return await openPglite(undefined, new Blob([readFileSync(file)]));
    } catch {
      // Removed or unreadable meanwhile: migrate instead.
    }
  }
  const handle = await openPglite();
  await migrateDb(handle);
  const dump = await handle.connections.pglite!.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return handle;
}

/**
 * The migrated template database on the server of `url` (`wakat_tpl_<fingerprint>`), made once under an
 * advisory lock: built under another name and renamed when complete, so a crash never leaves half of one.
 */
async function templateDatabase(url: string): Promise<string> {
  const name = `wakat_tpl_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openPostgres(target.toString());
      try {
        await migrateDb(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/** The advisory lock key under which test templates are made. */
const TEMPLATE_LOCK = 0x77616b74;

/** A new throw-away database on the server of `url` (a copy of `template` when given), and how to drop it. */
async function throwAwayDatabase(url: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wakat_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a
 * new throw-away database on the server named by TEST_DATABASE_URL (dropped afterwards); both are copies of
 * a template migrated once per set of migrations.
 * Call it once at the top level of an integration test file.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = getEnv().TEST_DATABASE_URL;
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  if (url) {
    const database = await throwAwayDatabase(url, await templateDatabase(url));
    handle = await openPostgres(database.url);
    cleanup = async () => {
      await handle.close();
      await database.drop();
    };
  } else {
    handle = await migratedPglite();
    cleanup = () => handle.close();
  }
  // Nothing to apply on a copy of the template; kept so a template behind the migrations can never pass.
  await migrateDb(handle);
  afterAll(cleanup);
  return handle;
}

/**
 * A fresh, migrated database that another process can open as the app does: `env` is its DATABASE_URL (a
 * throw-away database on TEST_DATABASE_URL's server) or its PGLITE_DIR (a temporary directory; a PGlite
 * directory is open in one process at a time, so close this process's handle before a child opens it).
 * Removed after the file's tests.
 */
export async function createSharedTestDb(): Promise<{
  env: { DATABASE_URL: string } | { PGLITE_DIR: string };
  open: () => Promise<DbHandle>;
}> {
  const url = getEnv().TEST_DATABASE_URL;
  if (url) {
    const database = await throwAwayDatabase(url);
    const first = await openPostgres(database.url);
    await migrateDb(first);
    await first.close();
    afterAll(database.drop);
    return { env: { DATABASE_URL: database.url }, open: () => openPostgres(database.url) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'wakat-shared-pglite-'));
  const first = await openPglite(dir);
  await migrateDb(first);
  await first.close();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { env: { PGLITE_DIR: dir }, open: () => openPglite(dir) };
}

/**
 * An in-memory PGlite database migrated up to, not including, the migration `tag`, to write the data that
 * migration meets; `finish()` applies it and every later one. Close the handle after use.
 */
export async function openPgliteBefore(tag: string): Promise<{ handle: DbHandle; finish: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'wakat-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const full = readFileSync(journalPath, 'utf8');
  const journal = JSON.parse(full) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  const handle = await openPglite();
  await migratePglite(handle.db as never, { migrationsFolder: folder });
  return {
    handle,
    finish: async () => {
      writeFileSync(journalPath, full);
      try {
        await migratePglite(handle.db as never, { migrationsFolder: folder });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

export const testDriver = (): 'pglite' | 'postgres' => (getEnv().TEST_DATABASE_URL ? 'postgres' : 'pglite');
