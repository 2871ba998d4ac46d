import { existsSync } from 'node:fs';
import path from 'node:path';
import { BIZ_TENANT, IT_TENANT } from '@/features/demo-data/server/seed/tenants';
import { webManifest } from './web-manifest';

describe('webManifest', () => {
  it('names the board and uses its colours, per language', () => {
    const pl = webManifest(IT_TENANT.config, 'pl');
    const en = webManifest(BIZ_TENANT.config, 'en');
    expect(pl.short_name).toBe(IT_TENANT.config.brand.name);
    expect(pl.theme_color).toBe(IT_TENANT.config.theme.light.primary);
    expect(pl.start_url).toBe('/');
    expect(en.short_name).toBe(BIZ_TENANT.config.brand.name);
    expect(en.start_url).toBe('/en');
    expect(en.lang).toBe('en');
  });

  it('lists only icons that exist in public/ (or the app icon)', () => {
    for (const icon of webManifest(IT_TENANT.config, 'pl').icons) {
      const file = icon.src === '/icon.svg' ? 'app/icon.svg' : path.join('public', icon.src);
      expect(existsSync(path.resolve(import.meta.dirname, '../..', file)), file).toBe(true);
    }
  });
});
