import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { redisState } from '@/lib/cache/redis';
import { MIGRATIONS_FOLDER, type Db } from '@/lib/db/client';

/**
 * The probes of a load balancer, answered by the custom server before the page cache, Next, rate
 * limits and sessions: `GET /healthz` — the process is alive (touches nothing); `GET /readyz` — this
 * instance should get traffic: the database answers, every migration of this build is applied and the
 * server is not shutting down (503 otherwise). Redis is reported but never makes an instance unready:
 * without it an instance serves on by itself.
 */
export interface HealthOptions {
  getDb: () => Promise<Db>;
  /** True once shutdown has begun: the balancer must stop sending requests. */
  draining: () => boolean;
  /** How long the database may take to answer (default 2 s). */
  timeoutMs?: number;
}

export interface Readiness {
  status: 'ready' | 'unready' | 'draining';
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
  redis: 'off' | 'up' | 'down';
}

/** The `when` of the newest migration this build carries (drizzle keeps it as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function readiness({ getDb, draining, timeoutMs = 2000 }: HealthOptions): Promise<Readiness> {
  const redis = redisState();
  let database: Readiness['database'] = 'down';
  let migrations: Readiness['migrations'] = 'unknown';
  try {
    const applied = await within(
      (async () => {
        const db = await getDb();
        const { rows } = await db.execute<{ newest: string | number | null }>(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        );
        return Number(rows[0]?.newest ?? 0);
      })(),
      timeoutMs,
    );
    database = 'up';
    migrations = applied >= newestMigration() ? 'applied' : 'pending';
  } catch {
    // Unreachable, too slow, or without the migrations table: not ready either way.
  }
  const status = draining() ? 'draining' : database === 'up' && migrations === 'applied' ? 'ready' : 'unready';
  return { status, database, migrations, redis };
}

/** Answers `/healthz` and `/readyz`; false for every other path. */
export function createHealthHandler(options: HealthOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const pathname = (req.url ?? '/').split('?', 1)[0];
    if (pathname !== '/healthz' && pathname !== '/readyz') return false;
    const answer = (status: number, body: object) => {
      const json = JSON.stringify(body);
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        'Content-Length': Buffer.byteLength(json),
      });
      res.end(req.method === 'HEAD' ? undefined : json);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      answer(405, { status: 'method not allowed' });
      return true;
    }
    if (pathname === '/healthz') {
      answer(200, { status: 'alive' });
      return true;
    }
    readiness(options).then(
      (ready) => answer(ready.status === 'ready' ? 200 : 503, ready),
      () => answer(503, { status: 'unready' }),
    );
    return true;
  };
}
