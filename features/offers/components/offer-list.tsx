'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { estimatedHeight, estimatedStart, FIRST_SCREEN } from './offer-list-layout';
import { OfferListCard } from './offer-list-card';
import type { OfferListProps } from './offer-list-virtual';

export type { OfferListProps } from './offer-list-virtual';

type VirtualList = ComponentType<OfferListProps>;

// The virtual list (TanStack Virtual, ~12 KiB gz with infinite scroll and position memory) is not
// part of the first load: it is asked for once this module runs, and takes over from the first screen
// of cards below as soon as it is there.
let virtualList: VirtualList | null = null;
let hydrated = false;
const loadVirtualList = () => import('./offer-list-virtual').then((module) => (virtualList = module.VirtualOfferList));
if (typeof window !== 'undefined') void loadVirtualList().catch(() => undefined);

/**
 * The list of cards. The server and the page's first render show the virtual list's first screen
 * (the same markup it renders before any measurement); the virtual list replaces it once loaded.
 * Later lists (client-side navigations) get the virtual list at once.
 */
export function OfferList(props: OfferListProps) {
  const [Virtual, setVirtual] = useState<VirtualList | null>(() => (hydrated ? virtualList : null));
  useEffect(() => {
    hydrated = true;
    if (Virtual) return;
    let live = true;
    loadVirtualList()
      .then((component) => live && setVirtual(() => component))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [Virtual]);
  return Virtual ? <Virtual {...props} /> : <FirstScreen {...props} />;
}

/** The first screen of cards, placed as the virtual list places them before measuring. */
function FirstScreen({ offers, newLabel, className, next, end }: OfferListProps) {
  return (
    <>
      <ol
        className={className}
        data-testid="offer-list"
        data-count={offers.length}
        style={{ position: 'relative', height: estimatedHeight(offers.length) }}
      >
        {offers.slice(0, FIRST_SCREEN).map((offer, index) => (
          <li
            key={offer.id}
            data-index={index}
            aria-setsize={offers.length}
            aria-posinset={index + 1}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${estimatedStart(index)}px)`,
            }}
          >
            <OfferListCard offer={offer} newLabel={newLabel} />
          </li>
        ))}
      </ol>
      {!next ? end : null}
    </>
  );
}
