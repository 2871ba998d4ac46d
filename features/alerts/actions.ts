'use server';

import { z } from 'zod';
import { getReadDb } from '@/lib/db/client';
import { withAction } from '@/lib/http/with-action';
import { LOCAL_FILTER_LIMIT } from './rules';
import { canonicalSearch, countOffersPublishedAfter, resolveSavedFilters } from './server/saved-search';

/** The searches of local storage: a bad item counts 0 rather than failing the others. */
const localSearches = z
  .array(z.object({ searchUrl: z.unknown(), since: z.unknown() }))
  .transform((items) => items.slice(0, LOCAL_FILTER_LIMIT));

/** New-offer counts of the searches a visitor keeps in local storage (same engine as the server's). */
const countLocalSearchesAction = withAction({ auth: 'public', input: localSearches }, async ({ input, tenant }) => {
  const db = await getReadDb();
  const now = new Date();
  return Promise.all(
    input.map(async (item) => {
      const since = new Date(String(item.since));
      if (typeof item.searchUrl !== 'string' || item.searchUrl.length > 4000 || Number.isNaN(since.getTime())) return 0;
      try {
        const search = await canonicalSearch(db, tenant, item.searchUrl, 'pl');
        return countOffersPublishedAfter(db, await resolveSavedFilters(db, tenant, search.filters, now), since);
      } catch {
        return 0;
      }
    }),
  );
});

/** New-offer counts of the searches a visitor keeps in local storage. */
export async function countLocalSearches(input: z.input<typeof localSearches>) {
  return countLocalSearchesAction(input);
}
