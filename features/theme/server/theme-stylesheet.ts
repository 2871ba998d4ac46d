import { createHash } from 'node:crypto';
import type { TenantConfig } from '@/lib/tenants/schemas';
import { tenantThemeCss } from '@/lib/theme/theme-css';

export { THEME_STYLESHEET_PATH } from '@/lib/theme/color-scheme';

const byConfig = new WeakMap<TenantConfig, { css: string; version: string }>();

/**
 * The theme stylesheet of a tenant (its palette, shapes and type as CSS variables, light and dark),
 * built once per configuration object (the tenant cache keeps it), with a content hash. Served as
 * its own immutable file so pages do not carry ~20 KB of variables in their HTML and payload.
 */
export function themeStylesheet(config: TenantConfig): { css: string; version: string } {
  let entry = byConfig.get(config);
  if (!entry) {
    const css = tenantThemeCss(config.theme, config.flags.enableDarkMode);
    entry = { css, version: createHash('sha256').update(css).digest('base64url').slice(0, 12) };
    byConfig.set(config, entry);
  }
  return entry;
}
