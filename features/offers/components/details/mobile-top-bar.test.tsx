// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MobileTopBar } from './mobile-top-bar';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

const renderBar = (favourite: ReactNode = null) =>
  render(
    <MobileTopBar
      title="Senior Java Developer"
      backLabel="Wróć"
      fallbackHref="/"
      shareLabel="Udostępnij ofertę"
      favourite={favourite}
    />,
  );

describe('MobileTopBar', () => {
  beforeEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('slides away when scrolling down past 168 px and comes back when scrolling up', () => {
    renderBar();
    const bar = screen.getByTestId('offer-top-bar');
    expect(bar).toHaveAttribute('data-visible', 'true');
    scrollTo(120);
    expect(bar).toHaveAttribute('data-visible', 'true');
    scrollTo(400);
    expect(bar).toHaveAttribute('data-visible', 'false');
    scrollTo(380);
    expect(bar).toHaveAttribute('data-visible', 'true');
    scrollTo(900);
    expect(bar).toHaveAttribute('data-visible', 'false');
    scrollTo(100);
    expect(bar).toHaveAttribute('data-visible', 'true');
  });

  it('shows the title, the share link and, when enabled, the favourite button it is given', () => {
    renderBar(
      <button type="button" aria-label="Dodaj do ulubionych">
        ♥
      </button>,
    );
    expect(screen.getByText('Senior Java Developer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Udostępnij ofertę' })).toHaveAttribute('href', '#share');
    expect(screen.getByRole('button', { name: 'Dodaj do ulubionych' })).toBeInTheDocument();
  });

  it('has no favourite button when the board turns it off', () => {
    renderBar(null);
    expect(screen.queryByRole('button', { name: /ulubionych/ })).not.toBeInTheDocument();
  });

  it('goes to the offers root when opened directly', () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, assign }, configurable: true });
    try {
      renderBar();
      fireEvent.click(screen.getByRole('button', { name: 'Wróć' }));
      expect(assign).toHaveBeenCalledWith('/');
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true });
    }
  });
});
