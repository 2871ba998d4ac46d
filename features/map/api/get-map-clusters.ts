import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import { clustersQuery, type Envelope } from '../viewport';

/** A map cluster or single offer as GET /api/v2/user-panel/offers/clusters returns it. */
export interface MapCluster {
  id: string;
  region: string;
  count: number;
  longitude: number;
  latitude: number;
}

/**
 * GET /api/v2/user-panel/offers/clusters for the list's filters and the viewport. The map view asks on its
 * own throttle and aborts the previous viewport's request (spec: 400 ms, envelope expanded 5 percent), and a
 * failed request keeps the clusters on screen: a query cache would add nothing to that.
 */
export async function getMapClusters(
  filtersQuery: string,
  envelope: Envelope,
  zoom: number,
  signal?: AbortSignal,
): Promise<MapCluster[]> {
  const body = await apiFetch<{ data: MapCluster[] }>(
    `${candidateApi.mapClusters()}?${clustersQuery(filtersQuery, envelope, zoom)}`,
    { signal },
  );
  return body.data;
}
