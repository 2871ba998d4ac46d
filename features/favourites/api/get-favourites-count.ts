import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

/** GET /api/v2/user-panel/favourites/count: how many favourites the candidate has (the header's badge). */
export async function getFavouritesCount(): Promise<number> {
  return (await apiFetch<{ count: number }>(candidateApi.favouritesCount())).count;
}
