import type { DbOrTx } from '@/lib/db/client';
import { tenants } from '@/lib/db/schema';
import { FEATURE_FLAGS, type FeatureFlags, type TenantConfig } from '@/lib/tenants/schemas';

const palette = {
  primary: '#1f6feb',
  secondary: '#8250df',
  background: '#f6f8fa',
  paper: '#ffffff',
  text: '#1f2328',
  textSecondary: '#59636e',
  divider: '#d1d9e0',
};

/** A valid tenant configuration; override only what a test cares about. */
export function buildTenantConfig(
  overrides: Partial<TenantConfig> & { flagOverrides?: Partial<FeatureFlags> } = {},
): TenantConfig {
  const { flagOverrides, ...rest } = overrides;
  const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FeatureFlags;
  return {
    brand: {
      name: 'Test Board',
      logoMark: 'TB',
      tagline: { pl: 'Testy', en: 'Tests' },
      domain: { pl: 'IT', en: 'IT' },
    },
    theme: {
      light: palette,
      dark: { ...palette, background: '#0d1117', paper: '#161b22', text: '#f0f6fc' },
      borderRadius: 8,
      fontFamily: 'system-ui',
    },
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    currencies: ['PLN', 'EUR', 'USD', 'GBP', 'CHF'],
    defaultCurrency: 'PLN',
    flags: { ...flags, ...flagOverrides },
    chat: { provider: null, portalEnabled: false },
    assistant: { enabled: true, welcomeMessage: { pl: 'Cześć', en: 'Hi' } },
    links: { partnersUrl: null, salaryCalculator: true },
    ...rest,
  };
}

export async function insertTenant(
  db: DbOrTx,
  slug: string,
  config: TenantConfig = buildTenantConfig(),
  isDefault = false,
) {
  const [row] = await db.insert(tenants).values({ slug, name: config.brand.name, config, isDefault }).returning();
  return row!;
}
