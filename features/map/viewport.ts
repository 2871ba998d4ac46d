/** Map rules of the spec (offer list and offer page), and the pure helpers the map views use. */

/** Spec: initial bounds roughly longitude 14.12 to 24.15, latitude 49 to 55 (Poland). */
export const INITIAL_BOUNDS: [[number, number], [number, number]] = [
  [14.12, 49],
  [24.15, 55],
];
/** Spec: min zoom 2.5 on the list map; max zoom 15 on the offer-details map. */
export const MIN_ZOOM = 2.5;
export const DETAILS_MAX_ZOOM = 15;
/** Spec: transitions last 500 ms; viewport updates are throttled to 400 ms and expanded 5 percent. */
export const TRANSITION_MS = 500;
export const VIEWPORT_THROTTLE_MS = 400;
export const ENVELOPE_MARGIN = 0.05;
/** From this zoom a cluster's offers are listed instead of zooming further (they share a street or a building). */
export const LIST_CLUSTER_ZOOM = 12;
/** How many zoom levels a click on a cluster goes in. */
export const CLUSTER_ZOOM_STEP = 2;

export interface Envelope {
  swLon: number;
  swLat: number;
  neLon: number;
  neLat: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The visible envelope grown by `margin` of its size on every side (clamped to the world), so a
 * small pan does not leave clusters just outside the screen missing.
 */
export function expandEnvelope(e: Envelope, margin = ENVELOPE_MARGIN): Envelope {
  const dLon = (e.neLon - e.swLon) * margin;
  const dLat = (e.neLat - e.swLat) * margin;
  return {
    swLon: round(clamp(e.swLon - dLon, -180, 180)),
    swLat: round(clamp(e.swLat - dLat, -90, 90)),
    neLon: round(clamp(e.neLon + dLon, -180, 180)),
    neLat: round(clamp(e.neLat + dLat, -90, 90)),
  };
}

/** Spec: cluster counts of 100 or more read 99+. */
export function clusterLabel(count: number): string {
  return count >= 100 ? '99+' : String(count);
}

/** Whether a click on a marker lists its offers (one offer, or a cluster seen from close) or zooms in. */
export function listsOffers(count: number, zoom: number): boolean {
  return count <= 1 || zoom >= LIST_CLUSTER_ZOOM;
}

/** The clusters request for the list's filters (an API query string) inside an envelope at a zoom. */
export function clustersQuery(filtersQuery: string, envelope: Envelope, zoom: number): string {
  const q = new URLSearchParams(filtersQuery);
  q.set('neLat', String(envelope.neLat));
  q.set('neLon', String(envelope.neLon));
  q.set('swLat', String(envelope.swLat));
  q.set('swLon', String(envelope.swLon));
  q.set('zoom', String(Math.round(zoom * 100) / 100));
  return q.toString();
}

/** The markers (offers) request of one region, a page at a time. */
export function markersQuery(filtersQuery: string, region: string, page: number): string {
  const q = new URLSearchParams(filtersQuery);
  q.set('region', region);
  q.set('page', String(page));
  return q.toString();
}

/**
 * Calls `fn` at most once every `ms`: the first call runs at once, later ones within the window
 * collapse into one trailing call with the latest arguments.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && !timer) return run(args);
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        const next = pending!;
        pending = null;
        run(next);
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
