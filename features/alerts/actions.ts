'use server';

import { headers } from 'next/headers';
import { resolveTenant } from '@/features/tenants/server/tenant-service';
import { getReadDb } from '@/lib/db/client';
import { LOCAL_FILTER_LIMIT } from './rules';
import { canonicalSearch, countOffersPublishedAfter, resolveSavedFilters } from './server/saved-search';

/** New-offer counts of the searches a visitor keeps in local storage (same engine as the server's). */
export async function countLocalSearches(items: unknown): Promise<number[]> {
  if (!Array.isArray(items)) return [];
  const db = await getReadDb();
  const tenant = await resolveTenant((await headers()).get('host'), db);
  const now = new Date();
  return Promise.all(
    items.slice(0, LOCAL_FILTER_LIMIT).map(async (item: { searchUrl?: unknown; since?: unknown }) => {
      const since = new Date(String(item?.since));
      if (typeof item?.searchUrl !== 'string' || item.searchUrl.length > 4000 || Number.isNaN(since.getTime()))
        return 0;
      try {
        const search = await canonicalSearch(db, tenant, item.searchUrl, 'pl');
        return countOffersPublishedAfter(db, await resolveSavedFilters(db, tenant, search.filters, now), since);
      } catch {
        return 0;
      }
    }),
  );
}
