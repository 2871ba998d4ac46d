import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import { FAVOURITES_BATCH_SIZE } from '../constants';

/**
 * GET /api/v2/user-panel/favourites for up to 25 offers (spec: asked in batches of 25): the ids among them that
 * are the candidate's favourites. The caller batches; the statuses live in the favourites store, which the
 * list's first-load JS holds instead of a query cache (decision 0070).
 */
export async function getFavouriteStatuses(offerIds: number[]): Promise<Set<number>> {
  const body = await apiFetch<{ data: { jobAdvertisementId: number }[] }>(candidateApi.favourites(), {
    query: { pageSize: FAVOURITES_BATCH_SIZE, jobAdvertisementsIds: offerIds.join(',') },
  });
  return new Set(body.data.map((f) => f.jobAdvertisementId));
}
