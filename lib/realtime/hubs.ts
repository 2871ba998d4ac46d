import type { HubEndpoint } from './upgrade-router';

/**
 * The hubs served on /hubs/*: each is `createHub({ … }).endpoint` (lib/realtime/hub.ts, docs/realtime.md).
 * The assistant and chat hubs register here when they are built; until then every /hubs/ request is 404.
 */
export function hubEndpoints(): HubEndpoint[] {
  return [];
}
