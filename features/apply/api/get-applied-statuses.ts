import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import { HISTORY_BATCH } from '../constants';

/**
 * GET /api/v2/user-panel/application-history for up to 25 offers (spec: isConfirmed=true and
 * jobAdvertisementsIds[] in batches of 25): the ids among them the candidate applied to. The caller batches;
 * the statuses live in the applied store (decision 0070).
 */
export async function getAppliedStatuses(offerIds: number[]): Promise<Set<number>> {
  // `jobAdvertisementsIds[]` is written as the spec names it (a query object would escape the brackets).
  const ids = offerIds.map((id) => `jobAdvertisementsIds[]=${id}`).join('&');
  const body = await apiFetch<{ data: { jobAdvertisementId: number }[] }>(
    `${candidateApi.applicationHistory()}?isConfirmed=true&pageSize=${HISTORY_BATCH}&${ids}`,
  );
  return new Set(body.data.map((item) => item.jobAdvertisementId));
}
