import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import type { OfferFilterQuery } from '../schemas';
import { getClusterIndex } from './cluster-index';
import { filterKey } from './filter-key';
import { findOfferCards } from './offer-cards';
import { offerConditions } from './offer-search-queries';
import { resolveFilters } from './offer-search-service';
import { getSearchDictionary } from './search-dictionary';

async function indexFor(db: Db, tenant: Tenant, q: OfferFilterQuery) {
  const where = offerConditions(await resolveFilters(db, tenant, q));
  return getClusterIndex(db, tenant.id, filterKey(q), where);
}

/** GET /v2/user-panel/offers/clusters: clusters and single offers inside the envelope at a zoom. */
export async function findClusters(
  db: Db,
  tenant: Tenant,
  q: OfferFilterQuery & { neLat: number; neLon: number; swLat: number; swLon: number; zoom: number },
) {
  const [{ index }, dictionary] = await Promise.all([indexFor(db, tenant, q), getSearchDictionary(db, tenant.id)]);
  const keyById = new Map([...dictionary.categoryBySlug.values()].map((c) => [c.id, c.key]));
  const features = index.getClusters([q.swLon, q.swLat, q.neLon, q.neLat], Math.floor(q.zoom));
  return {
    data: features.map((f) => {
      const [longitude, latitude] = f.geometry.coordinates as [number, number];
      const props = f.properties as {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
        offerId?: number;
        mainCategoryId?: number | null;
      };
      const region = props.cluster ? `c${props.cluster_id}` : `o${props.offerId}`;
      const categoryId = props.cluster ? null : (props.mainCategoryId ?? null);
      return {
        id: region,
        region,
        count: props.cluster ? props.point_count! : 1,
        longitude,
        latitude,
        categoryId,
        categoryKey: categoryId === null ? null : (keyById.get(categoryId) ?? null),
        geoJson: { type: 'Point' as const, coordinates: [longitude, latitude] },
      };
    }),
  };
}

/** GET /v2/user-panel/offers/markers: the offers of one cluster or point, a page at a time. */
export async function findMarkers(
  db: Db,
  tenant: Tenant,
  q: OfferFilterQuery & { region: string; page: number; perPage: number },
) {
  const { index } = await indexFor(db, tenant, q);
  const numeric = Number(q.region.slice(1));
  let ids: number[];
  let total: number;
  if (q.region.startsWith('o')) {
    ids = [numeric];
    total = 1;
  } else {
    let leaves;
    try {
      total = index.getLeaves(numeric, Infinity).length;
      leaves = index.getLeaves(numeric, q.perPage, (q.page - 1) * q.perPage);
    } catch {
      // A cluster id from before the index was rebuilt, or never issued.
      throw new AppError('NOT_FOUND', 'notFound');
    }
    ids = leaves.map((l) => l.properties.offerId);
  }
  const cards = await findOfferCards(db, ids, (q.page - 1) * q.perPage);
  if (q.region.startsWith('o') && cards.length === 0) throw new AppError('NOT_FOUND', 'notFound');
  return {
    data: cards,
    meta: {
      page: q.page,
      perPage: q.perPage,
      totalItems: total,
      totalPages: Math.max(1, Math.ceil(total / q.perPage)),
    },
  };
}
