import { createServer } from 'node:http';
import next from 'next';
import type { RenderScope } from '@/lib/http/render-scope';
import { hubEndpoints } from '@/lib/realtime/hubs';
import { createHubRequestHandler, createUpgradeRouter } from '@/lib/realtime/upgrade-router';

/**
 * One process: Next's request handler plus the WebSocket upgrades of the real-time hubs, on
 * PORT. The database is opened, migrated and (on the embedded default) seeded before the
 * port opens, so no request pays for it.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  // Imported after argv is read so a bad environment is reported by main's catch, in one line.
  const { getEnv, tenantHostMap } = await import('@/lib/env');
  const env = getEnv();
  const { logger } = await import('@/lib/log');
  const { prepareDatabase } = await import('@/features/demo-data/server/prepare');
  const started = Date.now();
  await prepareDatabase();
  // Offers without search terms (older data, a previous release's writes) are analysed before the first request.
  const { refreshSearchTerms } = await import('@/features/offers/server/search-terms-refresh');
  const { getDb } = await import('@/lib/db/client');
  const analysed = await refreshSearchTerms(await getDb());
  if (analysed.offers) logger.info({ offers: analysed.offers, ms: Date.now() - started }, 'search terms computed');
  // Offer changes made on other instances reach this one's caches from the first request on.
  const { watchBoardChanges } = await import('@/features/offers/server/board-version');
  await watchBoardChanges();

  // Next attaches its own 'upgrade' listener to the server it is given, or else to the first one a
  // request comes from, and closes every socket it does not route (the hubs' among them). It gets a
  // server that never listens; the upgrade router below hands it the upgrades that are not the hubs'.
  const app = next({ dev, hostname: env.HOST, port: env.PORT, httpServer: createServer() });
  await app.prepare();
  const handle = app.getRequestHandler();
  const pageCache = dev ? null : await publicPageCache();
  const { serveThemeStylesheet } = await import('@/features/theme/server/stylesheet-handler');
  const hubs = hubEndpoints();
  const hubRequests = createHubRequestHandler(hubs);
  const { applySecurityHeaders } = await import('@/lib/http/security-headers');
  const { guardActionBody, refuseBadRequest } = await import('@/lib/http/request-guard');
  const { stampClientAddress } = await import('@/lib/http/client-address');
  const { keepDeclaredLength } = await import('@/lib/http/declared-length');
  const { anonymiseSharedRequest } = await import('@/lib/http/shared-pages');
  const { keepRenderStatus, runInRenderScope } = await import('@/lib/http/render-scope');
  const { fillErrorDocument } = await import('@/lib/http/error-document');
  const { LOCALE_HEADER, localeRedirect, pageLocale } = await import('@/lib/i18n/locale-routes');
  // The balancer's probes: before the page cache, sessions and rate limits; /readyz says 503 once draining.
  let draining = false;
  const { createHealthHandler } = await import('@/lib/http/health');
  const probes = createHealthHandler({ getDb, draining: () => draining });
  const security = {
    appUrl: env.APP_URL,
    mapStyleUrl: env.MAP_STYLE_URL,
    dev,
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
  };
  const server = createServer((req, res) => {
    // The socket's address, for rate limits and the dev mailbox (route handlers cannot see the socket).
    stampClientAddress(req);
    // Every answer carries the security headers and its own CSP nonce (Next reads it from the request).
    const nonce = applySecurityHeaders(req, res, security);
    // A stored file's download keeps its Content-Length on the wire (Next drops it from route answers).
    keepDeclaredLength(res);
    // Paths Next would answer with a bare 500 (bad encodings, control characters), overlong
    // addresses and foreign action posts.
    if (refuseBadRequest(req, res)) return;
    if (probes(req, res)) return;
    // The default language's prefix, or a prefix in capitals: one address per page (lib/i18n/locale-routes.ts).
    const relocated = localeRedirect(req.url ?? '/');
    if (relocated !== null) {
      res.writeHead(307, { Location: relocated }).end();
      return;
    }
    // The render's language, by its address (a client's own header of that name is replaced).
    req.headers[LOCALE_HEADER] = pageLocale(req.url ?? '/');
    // Hub negotiation is answered here, before the page cache and Next.
    if (hubRequests(req, res)) return;
    guardActionBody(req, res);
    // Shared pages render the same for everyone: the visitor's identity cookies never reach their render
    // (decision 0066), so a signed-in visitor is answered from the page cache like anyone else.
    anonymiseSharedRequest(req);
    // The render's scope: the session reader marks it when the render saw a signed-in visitor.
    const scope: RenderScope = { personal: false };
    if (pageCache?.serve(req, res, nonce, scope)) return;
    // A page that renders its own 404 answers with that status (decision 0083).
    keepRenderStatus(req, res, scope);
    // A page whose render failed: Next's empty error document gets the error page's text for readers
    // without scripts.
    fillErrorDocument(req, res, pageLocale(req.url ?? '/'));
    const render = () => void runInRenderScope(scope, () => handle(req, res));
    if (req.url?.startsWith('/theme.css')) {
      serveThemeStylesheet(req, res).then(
        (served) => {
          if (!served) render();
        },
        () => render(),
      );
      return;
    }
    render();
  });
  server.on('upgrade', createUpgradeRouter(hubs, app.getUpgradeHandler()));
  server.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, dev, ms: Date.now() - started }, 'server listening');
    const hosts = [...tenantHostMap(env).entries()];
    console.log(`\nWakat is running (${dev ? 'development' : 'production'}):`);
    for (const [host, tenant] of hosts) console.log(`  ${tenant.padEnd(6)} http://${host}:${env.PORT}/`);
    console.log(`  other hosts (e.g. http://localhost:${env.PORT}/) show the ${env.DEFAULT_TENANT} board`);
    console.log(`  employer panel: /employer/sign-in as employer@demo.wakat.test, password Wakat-demo-2026\n`);
  });

  const { publicOriginWarning } = await import('@/lib/env');
  const originWarning = dev ? null : publicOriginWarning(env);
  if (originWarning) logger.warn(originWarning);

  const { gracefulShutdown } = await import('@/lib/http/shutdown');
  const shutdown = gracefulShutdown({
    server,
    log: (message, fields) => logger.info(fields ?? {}, message),
    begin: () => {
      draining = true;
      // Connected hub clients get a Close with allowReconnect, so they move to another instance.
      for (const hub of hubs) void hub.close?.().catch(() => undefined);
    },
    end: () =>
      import('@/lib/scheduler/background')
        .then(({ stopBackgroundWork }) => stopBackgroundWork())
        .catch(() => undefined)
        .then(() =>
          Promise.allSettled([
            import('@/lib/cache/redis').then(({ closeRedis }) => closeRedis()),
            import('@/lib/cache/bus').then(({ closeBus }) => closeBus()),
            import('@/lib/db/client').then(({ closeDb }) => closeDb()),
          ]),
        ),
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** Public pages and the list API's answers from memory on repeats; cookies listed only change their appearance. */
async function publicPageCache() {
  const { createPageCache } = await import('@/lib/http/page-cache');
  const { ANY_BOARD, boardVersion } = await import('@/features/offers/server/board-version');
  const { COLOR_SCHEME_COOKIE, HORIZONTAL_THEME_COOKIE } = await import('@/features/theme/theme-choice');
  const { POSITION_COOKIE } = await import('@/features/offers/position-memory');
  const { HORIZONTAL_POPUP_COOKIE, SURVEY_COOKIE } = await import('@/features/popups/rules');
  const { isSharedApi } = await import('@/lib/http/shared-pages');
  return createPageCache({
    allowedCookies: [
      COLOR_SCHEME_COOKIE,
      HORIZONTAL_THEME_COOKIE,
      POSITION_COOKIE,
      SURVEY_COOKIE,
      HORIZONTAL_POPUP_COOKIE,
      'NEXT_LOCALE',
    ],
    generation: () => boardVersion(ANY_BOARD),
    sharedApi: isSharedApi,
  });
}

main().catch((error: unknown) => {
  console.error(`wakat: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
