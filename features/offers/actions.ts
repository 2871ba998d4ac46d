'use server';

import { headers } from 'next/headers';
import { resolveTenant } from '@/features/tenants/server/tenant-service';
import { getReadDb } from '@/lib/db/client';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { ListCardView } from './components/offer-list-card';
import { getCardViewText } from './server/card-view-text';
import { toListCardView } from './server/list-card-view';
import { loadListChunk } from './server/list-page-service';

export interface ListChunk {
  /** The cursor this chunk was loaded from, and the list URL that shows it first. */
  from: string;
  href: string;
  cards: ListCardView[];
  prev: string | null;
  next: string | null;
}

/** The next or previous page of cards of a list, for its infinite scroll; null when it can't be had. */
export async function loadOfferListChunk(
  listUrl: unknown,
  cursor: unknown,
  locale: unknown,
): Promise<ListChunk | null> {
  if (typeof listUrl !== 'string' || typeof cursor !== 'string' || listUrl.length > 2000 || cursor.length > 500)
    return null;
  if (!LOCALES.includes(locale as Locale)) return null;
  const lang = locale as Locale;
  const tenant = await resolveTenant((await headers()).get('host'));
  const db = await getReadDb();
  const chunk = await loadListChunk(db, tenant, listUrl, cursor, lang);
  if (!chunk) return null;
  const text = await getCardViewText(lang);
  const now = Date.now();
  return {
    from: cursor,
    href: chunk.href,
    cards: chunk.page.data.map((offer) =>
      toListCardView(offer, {
        currency: chunk.state.filters.currency,
        localePrefix: lang === 'en' ? '/en' : '',
        now,
        text,
      }),
    ),
    prev: chunk.page.meta.cursors.prev,
    next: chunk.page.meta.cursors.next,
  };
}
