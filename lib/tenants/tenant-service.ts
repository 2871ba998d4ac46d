import { getDb, type Db } from '@/lib/db/client';
import { getEnv, tenantHostMap } from '@/lib/env';
import { AppError } from '@/lib/http/errors';
import { tenantSlugForHost } from './resolve-host';
import { tenantConfigSchema, type AppConfig, type TenantConfig } from './schemas';
import { listTenantRows } from './tenant-queries';

export interface Tenant {
  id: number;
  slug: string;
  name: string;
  config: TenantConfig;
}

/** How long the in-memory tenant configuration is trusted before it is read again. */
const TENANT_CACHE_TTL_MS = 60_000;

interface TenantCache {
  loadedAt: number;
  bySlug: Map<string, Tenant>;
  defaultSlug: string;
}

const cacheByDb = new Map<Db, Promise<TenantCache>>();

async function loadTenants(db: Db): Promise<TenantCache> {
  const rows = await listTenantRows(db);
  const bySlug = new Map<string, Tenant>();
  for (const row of rows) {
    // A stored config that no longer parses is a deployment error: fail loudly, once.
    const config = tenantConfigSchema.parse(row.config);
    bySlug.set(row.slug, { id: row.id, slug: row.slug, name: row.name, config });
  }
  const envDefault = getEnv().DEFAULT_TENANT;
  const defaultSlug = bySlug.has(envDefault)
    ? envDefault
    : (rows.find((r) => r.isDefault)?.slug ?? rows[0]?.slug ?? envDefault);
  return { loadedAt: Date.now(), bySlug, defaultSlug };
}

async function tenantCache(db: Db): Promise<TenantCache> {
  let pending = cacheByDb.get(db);
  if (pending) {
    const cache = await pending;
    if (Date.now() - cache.loadedAt < TENANT_CACHE_TTL_MS) return cache;
  }
  pending = loadTenants(db);
  cacheByDb.set(db, pending);
  pending.catch(() => cacheByDb.delete(db));
  return pending;
}

/** Drops the cached configuration so the next request reads the tenants again. */
export function refreshTenantCache(db?: Db): void {
  if (db) cacheByDb.delete(db);
  else cacheByDb.clear();
}

/** The tenant serving a Host header (unknown hosts → the default tenant). */
export async function resolveTenant(host: string | null | undefined, db?: Db): Promise<Tenant> {
  const database = db ?? (await getDb());
  const cache = await tenantCache(database);
  const slug = tenantSlugForHost(host, tenantHostMap(), cache.defaultSlug);
  const tenant = cache.bySlug.get(slug) ?? cache.bySlug.get(cache.defaultSlug);
  if (!tenant) throw new AppError('INTERNAL', 'No tenant is configured: the database has no demo data yet.');
  return tenant;
}

export async function listTenants(db?: Db): Promise<Tenant[]> {
  const database = db ?? (await getDb());
  return [...(await tenantCache(database)).bySlug.values()];
}

/** The public configuration of a tenant (GET /api/v2/app-config). */
export function toAppConfig(tenant: Tenant): AppConfig {
  const { config } = tenant;
  return {
    tenant: tenant.slug,
    ...config,
    loginEnabled: config.flags.enableCandidatePortalLogin,
    darkModeEnabled: config.flags.enableDarkMode,
    internationalizationEnabled: config.flags.enableInternationalization,
  };
}
