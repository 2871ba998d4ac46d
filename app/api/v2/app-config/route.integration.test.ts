import { NextRequest } from 'next/server';
import { FEATURE_FLAGS, appConfigSchema } from '@/lib/tenants/schemas';
import { refreshTenantCache } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { tenants } from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { buildTenantConfig, insertTenant } from '@/tests/factories/tenant';
import { GET } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await insertTenant(
  handle.db,
  'it',
  buildTenantConfig({
    brand: { name: 'IT Board', logoMark: 'IT', tagline: { pl: 'a', en: 'a' }, domain: { pl: 'IT', en: 'IT' } },
  }),
  true,
);
await insertTenant(
  handle.db,
  'biz',
  buildTenantConfig({
    brand: {
      name: 'Biz Board',
      logoMark: 'BZ',
      tagline: { pl: 'b', en: 'b' },
      domain: { pl: 'biznes', en: 'business' },
    },
    flagOverrides: { enableDarkMode: false, matchedForYou: false },
  }),
);

const get = (host: string) => GET(new NextRequest('http://localhost/api/v2/app-config', { headers: { host } }));

describe('GET /api/v2/app-config', () => {
  beforeEach(() => refreshTenantCache());

  it('answers each host with its own tenant', async () => {
    const itConfig = appConfigSchema.parse(await (await get('it.localhost:3000')).json());
    const biz = appConfigSchema.parse(await (await get('biz.localhost:3000')).json());
    expect(itConfig.tenant).toBe('it');
    expect(itConfig.brand.name).toBe('IT Board');
    expect(biz.tenant).toBe('biz');
    expect(biz.brand.name).toBe('Biz Board');
  });

  it('sends unknown hosts to the default tenant', async () => {
    const body = await (await get('unknown.example.com')).json();
    expect(body.tenant).toBe('it');
  });

  it('carries every feature flag, with per-tenant values', async () => {
    const biz = await (await get('biz.localhost')).json();
    expect(Object.keys(biz.flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(biz.flags.enableDarkMode).toBe(false);
    expect(biz.darkModeEnabled).toBe(false);
    expect(biz.flags.matchedForYou).toBe(false);
    const itConfig = await (await get('it.localhost')).json();
    expect(itConfig.flags.enableDarkMode).toBe(true);
  });

  it('serves a cached copy until refreshed', async () => {
    await get('it.localhost');
    const config = buildTenantConfig({
      brand: { name: 'Renamed', logoMark: 'R', tagline: { pl: 'a', en: 'a' }, domain: { pl: 'IT', en: 'IT' } },
    });
    const { eq } = await import('drizzle-orm');
    await handle.db.update(tenants).set({ config }).where(eq(tenants.slug, 'it'));
    expect((await (await get('it.localhost')).json()).brand.name).toBe('IT Board');
    refreshTenantCache();
    expect((await (await get('it.localhost')).json()).brand.name).toBe('Renamed');
  });
});
