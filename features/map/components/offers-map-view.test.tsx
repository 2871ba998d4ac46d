// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/pl.json';
import { announceOfferHover, onOfferHover } from '../offer-hover';
import { INITIAL_BOUNDS } from '../viewport';
import OffersMapView from './offers-map-view';

describe('OffersMapView', () => {
  it('apologises and asks to update when the browser cannot draw WebGL 2', () => {
    // jsdom has no WebGL, like an outdated browser.
    render(
      <NextIntlClientProvider locale="pl" messages={{ map: messages.map }}>
        <OffersMapView filtersQuery="" styleUrl={null} currency="PLN" initialBounds={INITIAL_BOUNDS} labels={[]} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Przepraszamy, Twoja przeglądarka nie potrafi wyświetlić mapy',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Zaktualizuj przeglądarkę');
  });
});

describe('offer hover events', () => {
  it('tell the map which card is hovered, and when none is', () => {
    const seen: (number | null)[] = [];
    const stop = onOfferHover((id) => seen.push(id));
    announceOfferHover(42);
    announceOfferHover(null);
    stop();
    announceOfferHover(7);
    expect(seen).toEqual([42, null]);
  });
});
