import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import { markersQuery } from '../viewport';

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

/** GET /api/v2/user-panel/offers/markers: one page (20 offers) of a map region under the list's filters. */
export function getMapMarkers(
  filtersQuery: string,
  region: string,
  page: number,
  signal?: AbortSignal,
): Promise<MapOfferPage> {
  return apiFetch<MapOfferPage>(`${candidateApi.mapMarkers()}?${markersQuery(filtersQuery, region, page)}`, {
    signal,
  });
}

/** The pages of one region and these filters; a page the popup no longer wants is cancelled. */
export const mapMarkersQueryOptions = (filtersQuery: string, region: string) =>
  infiniteQueryOptions({
    queryKey: ['map-markers', filtersQuery, region],
    queryFn: ({ pageParam, signal }) => getMapMarkers(filtersQuery, region, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MapOfferPage) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });

export function useMapMarkers(filtersQuery: string, region: string) {
  return useInfiniteQuery(mapMarkersQueryOptions(filtersQuery, region));
}
