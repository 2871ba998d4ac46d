import type { DbOrTx } from '@/lib/db/client';
import { LruCache } from '@/lib/cache/lru';
import { ANY_BOARD, boardVersion } from './board-version';
import { findOfferCardRows } from './offer-list-queries';
import { toOfferListItems, type OfferListItem } from './serializers';

/**
 * List cards by offer id, kept in memory: a page of 100 cards costs four queries to assemble,
 * and the same cards are asked for again and again (first pages, carousels, map popups). Any
 * offer change on any board starts a new generation, so a changed card is never served.
 */
const MAX_CARDS = 20_000;
const TTL_MS = 5 * 60_000;
const cards = new LruCache<OfferCard>(MAX_CARDS, TTL_MS);
/** The API's text of a card in one currency (its `index` left open), made once per card and currency. */
const cardTexts = new LruCache<string>(MAX_CARDS, TTL_MS);

/** A card as kept in memory: shared by every request that shows it, so never changed by a reader. */
export type OfferCard = Readonly<Omit<OfferListItem, 'index'>>;

/** The kept cards of the given offers, by id, after loading the ones not kept yet; unknown ids are absent. */
async function keptCards(db: DbOrTx, ids: number[]): Promise<Map<number, OfferCard>> {
  const generation = boardVersion(ANY_BOARD);
  const key = (id: number) => `${generation}:${id}`;
  const found = new Map<number, OfferCard>();
  for (const id of ids) {
    const card = cards.get(key(id));
    if (card) found.set(id, card);
  }
  if (found.size < ids.length) {
    const missing = ids.filter((id) => !found.has(id));
    for (const { index: _index, ...card } of toOfferListItems(await findOfferCardRows(db, missing), missing, 0)) {
      cards.set(key(card.id), card);
      found.set(card.id, card);
    }
  }
  return found;
}

/**
 * Cards of the given offers in the given order, unknown ids skipped: the kept objects themselves, not copies
 * (a list page reads a hundred of them on every render, and copying each to number it cost more than the rest
 * of the lookup).
 */
export async function findKeptOfferCards(db: DbOrTx, ids: number[]): Promise<OfferCard[]> {
  const found = await keptCards(db, ids);
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Cards of the given offers in the given order, numbered from `firstIndex`; unknown ids are skipped. */
export async function findOfferCards(db: DbOrTx, ids: number[], firstIndex = 0): Promise<OfferListItem[]> {
  const found = await keptCards(db, ids);
  return ids.flatMap((id, i) => {
    const card = found.get(id);
    return card ? [{ ...card, index: firstIndex + i }] : [];
  });
}

type Currency = keyof OfferListItem['employmentTypes'][number]['converted'];

/**
 * Cards as the API sends them, as JSON text: each contract's salary converted only into the chosen
 * currency (the one the list asked for), each card serialised once per generation and currency.
 */
export async function findOfferCardsJson(
  db: DbOrTx,
  ids: number[],
  currency: Currency,
  firstIndex = 0,
): Promise<string[]> {
  const generation = boardVersion(ANY_BOARD);
  const texts: (string | undefined)[] = ids.map((id) => cardTexts.get(`${generation}:${id}:${currency}`));
  const missing = ids.filter((_, i) => texts[i] === undefined);
  if (missing.length) {
    const made = new Map<number, string>();
    for (const card of await findKeptOfferCards(db, missing)) {
      const text = JSON.stringify({
        ...card,
        employmentTypes: card.employmentTypes.map((e) => ({ ...e, converted: { [currency]: e.converted[currency] } })),
      }).slice(0, -1);
      cardTexts.set(`${generation}:${card.id}:${currency}`, text);
      made.set(card.id, text);
    }
    ids.forEach((id, i) => (texts[i] ??= made.get(id)));
  }
  return texts.flatMap((text, i) => (text === undefined ? [] : [`${text},"index":${firstIndex + i}}`]));
}
