'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { noteOffer } from '@/features/account/page-state-client';
import { useFavourites } from './favourites-provider';
import styles from './favourites.module.css';

const noSubscription = () => () => {};

/**
 * The heart on offer cards and pages: a visitor gets the sign-in prompt, a candidate flips the
 * favourite at once (the header count follows) and sees it flip back if the server refuses.
 */
export function FavouriteToggle({
  offerId,
  className,
  variant = 'icon',
}: {
  offerId: number;
  className?: string;
  /** `labelled` shows the words beside the heart (the offer page). */
  variant?: 'icon' | 'labelled';
}) {
  const { enabled, store, prompt, failed, pending, later, labels } = useFavourites();
  const status = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => store?.isFavourite(offerId),
    () => undefined,
  );
  useEffect(() => {
    // Before the visitor is known, the offer goes into the page-state call; after, into the store's batches.
    if (store) store.request(offerId);
    else noteOffer(offerId);
  }, [store, offerId]);
  if (!enabled) return null;
  const isOn = status === true;
  const label = isOn ? labels.remove : labels.add;
  return (
    <button
      type="button"
      className={`${styles.toggle} ${variant === 'labelled' ? styles.labelled : ''} ${className ?? ''}`}
      aria-pressed={isOn}
      aria-label={variant === 'labelled' ? undefined : label}
      title={label}
      data-testid="favourite-toggle"
      data-offer-id={offerId}
      onClick={(event) => {
        // The card around it is a link, and the list remembers clicks on cards.
        event.preventDefault();
        event.stopPropagation();
        if (pending) return later(offerId);
        if (!store) prompt(offerId);
        else void store.toggle(offerId).then((ok) => ok || failed());
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={isOn ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {variant === 'labelled' ? <span>{label}</span> : null}
    </button>
  );
}
