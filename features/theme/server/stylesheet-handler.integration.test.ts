import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { installDbHandle } from '@/lib/db/client';
import { createTestDb } from '@/tests/db';
import { buildTenantConfig, insertTenant } from '@/tests/factories/tenant';
import { serveThemeStylesheet } from './stylesheet-handler';
import { themeStylesheet } from './theme-stylesheet';

const handle = await createTestDb();
installDbHandle(handle);
const itConfig = buildTenantConfig();
const bizConfig = buildTenantConfig({ theme: { ...itConfig.theme, fontFamily: 'Georgia' } });
await insertTenant(handle.db, 'it', itConfig, true);
await insertTenant(handle.db, 'biz', bizConfig);

const server = createServer((req, res) => {
  void serveThemeStylesheet(req, res).then((served) => {
    if (!served) res.writeHead(404).end('next');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('GET /theme.css', () => {
  it('answers the board’s stylesheet gzipped, immutable for its current version', async () => {
    const { version, css } = themeStylesheet(itConfig);
    const res = await get(`/theme.css?v=${version}`, { host: 'it.localhost', 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(res.body).toString()).toBe(css);
    expect(res.body.length).toBeLessThan(css.length / 3);
  });

  it('keeps boards apart, and a stale version is cached briefly only', async () => {
    const res = await get('/theme.css?v=old', { host: 'biz.localhost' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toContain('Georgia');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Host');
  });

  it('leaves every other path to Next', async () => {
    expect((await get('/theme.css.map', { host: 'it.localhost' })).body.toString()).toBe('next');
  });
});
