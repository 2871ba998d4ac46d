'use server';

import { z } from 'zod';
import { getReadDb } from '@/lib/db/client';
import { withAction } from '@/lib/http/with-action';
import { LOCALES } from '@/lib/i18n/locales';
import type { ListCardView } from './components/offer-list-card';
import { getCardViewText } from './server/card-view-text';
import { toListCardView } from './server/list-card-view';
import { loadListChunk } from './server/list-page-service';
import { countListImpressions } from '@/lib/offer-stats/page-view';

export interface ListChunk {
  /** The cursor this chunk was loaded from, and the list URL that shows it first. */
  from: string;
  href: string;
  cards: ListCardView[];
  prev: string | null;
  next: string | null;
}

const chunkInput = z.object({
  listUrl: z.string().max(2000),
  cursor: z.string().max(500),
  locale: z.enum(LOCALES),
});

/** The next or previous page of cards of a list, for its infinite scroll; null when it can't be had. */
const loadOfferListChunkAction = withAction(
  { auth: 'public', input: chunkInput },
  async ({ input, tenant, headers }): Promise<ListChunk | null> => {
    const { listUrl, cursor, locale: lang } = input;
    const db = await getReadDb();
    const chunk = await loadListChunk(db, tenant, listUrl, cursor, lang);
    if (!chunk) return null;
    countListImpressions(
      tenant.id,
      chunk.page.data.map((o) => o.slug),
      headers,
    );
    const text = await getCardViewText(lang);
    const now = Date.now();
    return {
      from: cursor,
      href: chunk.href,
      cards: chunk.page.data.map((offer) =>
        toListCardView(offer, {
          currency: chunk.state.filters.currency,
          locale: lang,
          now,
          text,
          sort: chunk.state.filters,
        }),
      ),
      prev: chunk.page.meta.cursors.prev,
      next: chunk.page.meta.cursors.next,
    };
  },
);

/** The next or previous page of cards of a list, for its infinite scroll; data null when it cannot be had. */
export async function loadOfferListChunk(input: z.input<typeof chunkInput>) {
  return loadOfferListChunkAction(input);
}
