'use client';

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { announceOfferHover } from '@/features/map/offer-hover';
import { decodePosition, positionCookie, positionFor } from '../position-memory';
import { OfferListCard, type ListCardView } from './offer-list-card';

/** Estimated card height and gap (px); cards are measured once rendered. */
const ESTIMATE = 128;
const GAP = 10;
/** Spec: virtual-list overscan 5 in the offers list. */
const OVERSCAN = 5;
/** What the server renders before any measurement: about a tall screen of cards. */
const SERVER_RECT = { width: 1024, height: 1800 };

/**
 * The list of cards, virtualised against the window (TanStack Virtual): the page carries the data
 * of all cards once, compactly, and only the cards near the viewport are in the document – on the
 * server too, which keeps the list's server render and HTML small.
 */
export function OfferList({
  offers,
  newLabel,
  className,
  listKey,
  from,
}: {
  offers: ListCardView[];
  newLabel: string;
  className?: string;
  /** The list's canonical URL without its paging position (what a stored position must match). */
  listKey: string;
  from: string | null;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: offers.length,
    estimateSize: () => ESTIMATE,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin,
    // The first client render must match the server's (a restored scroll position comes after).
    initialRect: SERVER_RECT,
    initialOffset: 0,
    getItemKey: (index) => offers[index]!.id,
  });
  // Coming back from an offer: scroll to the card that was opened. Another list drops the memory.
  useEffect(() => {
    const { restore, clear } = positionFor(decodePosition(document.cookie), {
      params: listKey,
      from,
      count: offers.length,
    });
    if (clear) document.cookie = positionCookie(null);
    if (restore !== null) virtualizer.scrollToIndex(restore, { align: 'center' });
    // Only on arrival: later renders must not pull the page back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listKey, from]);
  const remember = (event: MouseEvent<HTMLOListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    if (!item) return;
    document.cookie = positionCookie({
      from,
      itemsCount: offers.length,
      params: listKey,
      index: Number(item.dataset.index),
    });
  };
  // The map (when shown) bounces the marker of the card under the pointer or focus.
  const hovered = useRef<number | null>(null);
  const hover = (event: MouseEvent<HTMLOListElement> | FocusEvent<HTMLOListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    const id = item ? (offers[Number(item.dataset.index)]?.id ?? null) : null;
    if (id === hovered.current) return;
    hovered.current = id;
    announceOfferHover(id);
  };
  const leave = () => {
    hovered.current = null;
    announceOfferHover(null);
  };
  return (
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
      data-count={offers.length}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-setsize={offers.length}
          aria-posinset={item.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <OfferListCard offer={offers[item.index]!} newLabel={newLabel} />
        </li>
      ))}
    </ol>
  );
}
