import type { HubEndpoint } from './upgrade-router';

/**
 * The hubs served on /hubs/*. The assistant and chat hubs register here when they are built;
 * until then every /hubs/ upgrade is answered with 404.
 */
export function hubEndpoints(): HubEndpoint[] {
  return [];
}
