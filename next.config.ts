import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { localeCookieHeaders, localeRewrites } from './lib/i18n/locale-routes';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled at build time, so client bundles carry no ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Source maps of the client chunks, only for profiling a production build (bench/offer-form-steps.ts --profile).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === 'true',
  // Loaded from node_modules at run time: PGlite reads its WASM and extension bundles from disk,
  // and the connections are shared with server.ts through globalThis.
  serverExternalPackages: ['@electric-sql/pglite', '@smithy/signature-v4', 'pg', 'pino', 'ws'],
  // Unprefixed pages are the default language's (the rest of the locale routing: lib/i18n/locale-routes.ts).
  async rewrites() {
    return { beforeFiles: [], afterFiles: localeRewrites(), fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...localeCookieHeaders(),
      // An application's file shown inline is framed by the employer panel's own page (decision 0023); the
      // later entry overrides DENY for that answer only (server.ts sets frame-ancestors 'self' to match).
      {
        source: '/api/v1/offers/:slug/applications/:id/download',
        has: [{ type: 'query', key: 'inline', value: '1' }],
        headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
      },
      // The offline base map's shapes (public/map, versioned by name: scripts/map-assets.mjs).
      { source: '/map/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The technology icons (public/skill-icons, in a folder named by their content: scripts/skill-icons.ts).
      {
        source: '/skill-icons/:folder/:file',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
