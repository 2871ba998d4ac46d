import type { HubEndpoint } from './upgrade-router';

/**
 * The hubs served on /hubs/* (each is `createHub({ … }).endpoint`, docs/realtime.md). Hubs are product code
 * that Next bundles, so they register from `instrumentation.ts`, inside Next's server; `server.ts` runs
 * outside that bundle and holds its own copy of this module. The list therefore lives on globalThis, and
 * the router reads it on every request, so a hub registered after the server started is served at once.
 */
const KEY = Symbol.for('wakat.hubEndpoints');
const globalHubs = globalThis as typeof globalThis & { [KEY]?: HubEndpoint[] };

export function hubEndpoints(): HubEndpoint[] {
  return (globalHubs[KEY] ??= []);
}

/** Serves a hub (a second registration of the same path replaces the first, e.g. after a dev reload). */
export function registerHubEndpoint(endpoint: HubEndpoint): void {
  const list = hubEndpoints();
  const at = list.findIndex((e) => e.path === endpoint.path);
  if (at >= 0) list[at] = endpoint;
  else list.push(endpoint);
}
