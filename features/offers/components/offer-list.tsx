'use client';

import { OfferListCard, type ListCardView } from './offer-list-card';

/**
 * The list of cards. A client component so the page's payload carries the cards' data once,
 * compactly, instead of their element tree; the HTML is still rendered on the server.
 */
export function OfferList({
  offers,
  newLabel,
  className,
}: {
  offers: ListCardView[];
  newLabel: string;
  className?: string;
}) {
  return (
    <ol className={className} data-testid="offer-list">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferListCard offer={offer} newLabel={newLabel} />
        </li>
      ))}
    </ol>
  );
}
