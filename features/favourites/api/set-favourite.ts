import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';

export interface FavouriteChange {
  isFavorite: boolean;
  count: number;
}

/**
 * PUT (add) or DELETE (remove) /api/v2/user-panel/favourites/{offerId}: the offer's new status and the new
 * count. The favourites store applies the change before the answer and refetches on a refusal. The request
 * outlives the page: a heart clicked just before a reload or a link is not lost.
 */
export function setFavourite(offerId: number, isFavourite: boolean): Promise<FavouriteChange> {
  return apiFetch<FavouriteChange>(candidateApi.favourite(offerId), {
    method: isFavourite ? 'PUT' : 'DELETE',
    keepalive: true,
  });
}
