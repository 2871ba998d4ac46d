import type { TenantConfig } from '@/lib/tenants/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';

/** The installable-app description of a board: its name, colours and the icon set in public/. */
export function webManifest(config: TenantConfig, locale: Locale) {
  return {
    name: `${config.brand.name} – ${config.brand.tagline[locale]}`,
    short_name: config.brand.name,
    lang: locale,
    start_url: locale === config.defaultLocale ? paths.home() : localizedPath(locale, paths.home()),
    scope: '/',
    display: 'standalone',
    theme_color: config.theme.light.primary,
    background_color: config.theme.light.background,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
