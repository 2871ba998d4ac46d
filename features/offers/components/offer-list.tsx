'use client';

import { lazy, Suspense } from 'react';
import { OfferListCard } from './offer-list-card';
import type { OfferListProps } from './offer-list-virtual';
import styles from './offer-list.module.css';

export type { OfferListProps } from './offer-list-virtual';

/** About the first screen of cards the virtual list renders. */
const FIRST_CARDS = 15;

// The virtual list (TanStack Virtual, ~12 KiB gz with the list's own code) is not part of the first
// load: it is asked for as soon as this module runs and comes right after the page's first scripts.
// Until then the server's cards stay as they are (a dehydrated Suspense boundary keeps its HTML), so
// the list is visible and its links work from the first paint.
type VirtualModule = typeof import('./offer-list-virtual');
let loaded: VirtualModule | null = null;
const loading = import('./offer-list-virtual').then((module) => (loaded = module));
const VirtualOfferList = lazy(() =>
  // Once loaded (always on the server after the first render), lazy gets it synchronously: no fallback
  // is streamed before the list.
  loaded
    ? ({
        then: (resolve: (m: { default: VirtualModule['VirtualOfferList'] }) => void) =>
          resolve({ default: loaded!.VirtualOfferList }),
      } as unknown as Promise<{ default: VirtualModule['VirtualOfferList'] }>)
    : loading.then((module) => ({ default: module.VirtualOfferList })),
);

/**
 * The list of cards: the server renders the virtual list's first screen; the browser loads the
 * virtual list (infinite scroll, position memory, map hover) after the page's first scripts.
 */
export function OfferList(props: OfferListProps) {
  return (
    <Suspense fallback={<FirstCards {...props} />}>
      <VirtualOfferList {...props} />
    </Suspense>
  );
}

/** What a client-side navigation shows for the moment the virtual list is still loading. */
function FirstCards({ offers, newLabel, className }: OfferListProps) {
  return (
    <ol className={`${className ?? ''} ${styles.firstCards}`} aria-busy="true">
      {offers.slice(0, FIRST_CARDS).map((offer) => (
        <li key={offer.id}>
          <OfferListCard offer={offer} newLabel={newLabel} />
        </li>
      ))}
    </ol>
  );
}
