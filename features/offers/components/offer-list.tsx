'use client';

import { memo, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { announceOfferHover } from '@/features/map/offer-hover';
import { loadOfferListChunk } from '../actions';
import { decodePosition, positionCookie, positionFor } from '../position-memory';
import { ESTIMATE, FIRST_SCREEN, GAP, OVERSCAN } from './offer-list-layout';
import { OfferListCard, type ListCardView } from './offer-list-card';
import styles from './offer-list.module.css';
import { useWindowList } from './window-list';
import type { Locale } from '@/lib/i18n/locales';

// The list re-renders on every measurement and scroll step; a card whose offer did not change is left alone.
const Card = memo(OfferListCard);

/** Spec: skeletons shown while a page loads (default 15). */
const SKELETONS = 15;

/** A page of cards in the list: where it starts and the cursor it was loaded from (null: the top). */
interface Chunk {
  start: number;
  size: number;
  from: string | null;
  href: string | null;
}

export interface OfferListProps {
  offers: ListCardView[];
  newLabel: string;
  className?: string;
  /** The list's canonical URL without its paging position (what a stored position must match). */
  listKey: string;
  from: string | null;
  prev: string | null;
  next: string | null;
  locale: string;
  loadingLabel: string;
  /** Shown once the last offer of the list is loaded. */
  end?: ReactNode;
}

/**
 * The list of cards, virtualised against the window (TanStack Virtual, loaded after the first scripts): the
 * page carries the data of all cards once, compactly, and only the cards near the viewport are in the
 * document – on the server too, which keeps the list's server render and HTML small. Scrolling past the last
 * card loads the next page and scrolling up past the first loads the previous one (infinite scroll both
 * ways); the paging links the server renders stay for crawlers and keyboards.
 */
export function OfferList({
  offers,
  newLabel,
  className,
  listKey,
  from,
  prev,
  next,
  locale,
  loadingLabel,
  end,
}: OfferListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [cards, setCards] = useState(offers);
  const [chunks, setChunks] = useState<Chunk[]>([{ start: 0, size: offers.length, from, href: null }]);
  const [edges, setEdges] = useState({ prev, next });
  const [loading, setLoading] = useState<'prev' | 'next' | null>(null);
  const [scrolledUp, setScrolledUp] = useState(false);
  const sizeBeforePrepend = useRef<number | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The previous page loads only when the visitor scrolls up, never by itself on arrival.
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      if (window.scrollY < lastY) setScrolledUp(true);
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const list = useWindowList({
    count: cards.length + (loading === 'next' ? SKELETONS : 0),
    estimate: ESTIMATE,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin,
    initialCount: FIRST_SCREEN,
    getItemKey: (index) => cards[index]?.id ?? `skeleton-${index}`,
    onChange: (items) => onRangeChange(items),
  });
  const { virtualizer } = list;

  // Scroll events can ask twice before the loading state renders: one request at a time.
  const inFlight = useRef(false);
  const load = async (direction: 'prev' | 'next') => {
    const cursor = edges[direction];
    if (!cursor || inFlight.current) return;
    inFlight.current = true;
    setLoading(direction);
    const result = await loadOfferListChunk({ listUrl: listKey, cursor, locale: locale as Locale }).catch(() => null);
    const chunk = result?.ok ? result.data : null;
    if (!chunk) {
      // Nothing more can be had this way (a stale cursor, a lost connection): stop asking.
      setEdges((e) => ({ ...e, [direction]: null }));
    } else if (direction === 'next') {
      setChunks((c) => [...c, { start: cards.length, size: chunk.cards.length, from: chunk.from, href: chunk.href }]);
      setCards((c) => [...c, ...chunk.cards]);
      setEdges((e) => ({ ...e, next: chunk.next }));
    } else {
      sizeBeforePrepend.current = list.totalSize;
      const added = chunk.cards.length;
      setChunks((c) => [
        { start: 0, size: added, from: chunk.from, href: chunk.href },
        ...c.map((x) => ({ ...x, start: x.start + added })),
      ]);
      setCards((c) => [...chunk.cards, ...c]);
      setEdges((e) => ({ ...e, prev: chunk.prev }));
    }
    inFlight.current = false;
    setLoading(null);
  };

  // Scrolling (the virtualizer's change events) asks for the neighbouring pages; refs keep it current.
  const latest = useRef({ load, loading, edges, scrolledUp, count: cards.length, scrollMargin });
  useLayoutEffect(() => {
    latest.current = { load, loading, edges, scrolledUp, count: cards.length, scrollMargin };
  });
  const onRangeChange = (items: readonly { index: number }[]) => {
    const now = latest.current;
    if (now.loading || !items.length) return;
    if (now.edges.next && items[items.length - 1]!.index >= now.count - OVERSCAN) void now.load('next');
    else if (now.edges.prev && now.scrolledUp && items[0]!.index === 0 && window.scrollY <= now.scrollMargin + ESTIMATE)
      void now.load('prev');
  };
  // Cards put above the viewport push it down by their height: keep the visitor where they were.
  useLayoutEffect(() => {
    if (sizeBeforePrepend.current === null) return;
    window.scrollBy(0, list.totalSize - sizeBeforePrepend.current);
    sizeBeforePrepend.current = null;
  }, [cards, list.totalSize]);

  // Coming back from an offer: scroll to the card that was opened, once the virtualizer runs. Another list
  // drops the memory.
  const arrived = useRef<string | null>(null);
  useEffect(() => {
    const arrival = `${listKey}\n${from ?? ''}`;
    if (!virtualizer || arrived.current === arrival) return;
    // Only on arrival: later renders must not pull the page back.
    arrived.current = arrival;
    const { restore, clear } = positionFor(decodePosition(document.cookie), {
      params: listKey,
      from,
      count: offers.length,
    });
    if (clear) document.cookie = positionCookie(null);
    if (restore !== null) virtualizer.scrollToIndex(restore, { align: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [virtualizer, listKey, from]);
  const remember = (event: MouseEvent<HTMLOListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    if (!item) return;
    const index = Number(item.dataset.index);
    const chunk = chunks.findLast((c) => c.start <= index) ?? chunks[0]!;
    document.cookie = positionCookie({
      from: chunk.from,
      itemsCount: chunk.size,
      params: listKey,
      index: index - chunk.start,
    });
    // Back must land on the page that holds the card, which the stored position refers to.
    if (chunk.href && chunk.from !== from) window.history.replaceState(window.history.state, '', chunk.href);
    // Coming back, the stored position places the card. The browser's own restoration of this entry would put
    // back the old scroll offset (measured on a longer list), and on a slow device it lands after ours.
    window.history.scrollRestoration = 'manual';
  };
  // The map (when shown) bounces the marker of the card under the pointer or focus.
  const hovered = useRef<number | null>(null);
  const hover = (event: MouseEvent<HTMLOListElement> | FocusEvent<HTMLOListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    const id = item ? (cards[Number(item.dataset.index)]?.id ?? null) : null;
    if (id === hovered.current) return;
    hovered.current = id;
    announceOfferHover(id);
  };
  const leave = () => {
    hovered.current = null;
    announceOfferHover(null);
  };
  return (
    <>
      {loading === 'prev' ? <div className={styles.loading}>{loadingLabel}</div> : null}
      <ol
        ref={listRef}
        onClick={remember}
        onAuxClick={remember}
        onMouseOver={hover}
        onMouseLeave={leave}
        onFocus={hover}
        onBlur={leave}
        className={className}
        data-testid="offer-list"
        data-count={cards.length}
        aria-busy={loading ? true : undefined}
        style={{ position: 'relative', height: list.totalSize }}
      >
        {list.items.map((item) => {
          const card = cards[item.index];
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={list.measureElement}
              aria-setsize={card ? cards.length : undefined}
              aria-posinset={card ? item.index + 1 : undefined}
              aria-hidden={card ? undefined : true}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {card ? <Card offer={card} newLabel={newLabel} /> : <div className={styles.skeleton} />}
            </li>
          );
        })}
      </ol>
      {loading === 'next' ? (
        <p className={styles.visuallyHidden} role="status">
          {loadingLabel}
        </p>
      ) : null}
      {!edges.next ? end : null}
    </>
  );
}
