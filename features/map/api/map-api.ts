import { apiFetch } from '@/lib/api-client';
import { clustersQuery, markersQuery, type Envelope } from '../viewport';

/** A map cluster or single offer as GET /api/v2/user-panel/offers/clusters returns it. */
export interface MapCluster {
  id: string;
  region: string;
  count: number;
  longitude: number;
  latitude: number;
}

type Range = { from: number | null; to: number | null; unit: 'hour' | 'day' | 'month' | 'year' };

/** The part of a list offer the map popup shows (GET /api/v2/user-panel/offers/markers). */
export interface MapOffer {
  id: number;
  slug: string;
  title: string;
  companyName: string;
  companyLogoThumbUrl: string;
  city: string | null;
  url: string;
  employmentTypes: { currency: string; salary: Range | null; converted: Record<string, Range | null> }[];
}

export interface MapOfferPage {
  data: MapOffer[];
  meta: { page: number; totalPages: number; totalItems: number };
}

const BASE = '/api/v2/user-panel/offers';

function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(url, { signal });
}

export async function fetchClusters(
  filtersQuery: string,
  envelope: Envelope,
  zoom: number,
  signal?: AbortSignal,
): Promise<MapCluster[]> {
  const body = await getJson<{ data: MapCluster[] }>(
    `${BASE}/clusters?${clustersQuery(filtersQuery, envelope, zoom)}`,
    signal,
  );
  return body.data;
}

export function fetchMarkers(
  filtersQuery: string,
  region: string,
  page: number,
  signal?: AbortSignal,
): Promise<MapOfferPage> {
  return getJson<MapOfferPage>(`${BASE}/markers?${markersQuery(filtersQuery, region, page)}`, signal);
}
