import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { createTestDb, testDriver } from '@/tests/db';
import { createHealthHandler, type HealthOptions } from './health';

const { db } = await createTestDb();

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** A server answering the probes with `options`, everything else 404 (as Next would after them). */
async function probe(options: Partial<HealthOptions> = {}) {
  const handle = createHealthHandler({ getDb: async () => db, draining: () => false, ...options });
  const server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
}

describe(`health probes on ${testDriver()}`, () => {
  it('/healthz answers alive without touching the database', async () => {
    const getDb = vi.fn(() => Promise.reject(new Error('down')));
    const get = await probe({ getDb });
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'alive' });
    expect(getDb).not.toHaveBeenCalled();
    expect((await get('/healthz?x=1', { method: 'HEAD' })).status).toBe(200);
  });

  it('/readyz is ready with the database up and every migration applied, and reports Redis', async () => {
    const get = await probe();
    const res = await get('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied', redis: 'off' });
  });

  it('/readyz answers 503 while draining, so the balancer stops sending requests', async () => {
    const get = await probe({ draining: () => true });
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'draining', database: 'up' });
  });

  it('/readyz answers 503 when the database fails or does not answer in time', async () => {
    const failing = await probe({ getDb: () => Promise.reject(new Error('ECONNREFUSED')) });
    const res = await failing('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unready', database: 'down', migrations: 'unknown' });

    const hanging = await probe({ getDb: () => new Promise<Db>(() => undefined), timeoutMs: 200 });
    const slow = await hanging('/readyz');
    expect(slow.status).toBe(503);
    expect(await slow.json()).toMatchObject({ status: 'unready', database: 'down' });
  });

  it('refuses other methods and leaves other paths alone', async () => {
    const get = await probe();
    const post = await get('/readyz', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await get('/readyzz')).status).toBe(404);
    expect((await get('/en/healthz')).status).toBe(404);
  });

  // Last: it removes the record of the newest migration from this file's database.
  it('/readyz answers 503 when the database lacks a migration of this build', async () => {
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const get = await probe();
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unready', database: 'up', migrations: 'pending' });
  });
});
