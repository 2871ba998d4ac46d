import { goBack, isTopBarVisible } from './navigation';

describe('top bar visibility', () => {
  it('stays visible within the first 168 px', () => {
    expect(isTopBarVisible(0, 100, true)).toBe(true);
    expect(isTopBarVisible(300, 168, false)).toBe(true);
  });

  it('hides when scrolling down past 168 px and shows again when scrolling back up', () => {
    expect(isTopBarVisible(160, 169, true)).toBe(false);
    expect(isTopBarVisible(400, 600, true)).toBe(false);
    expect(isTopBarVisible(600, 590, false)).toBe(true);
    expect(isTopBarVisible(600, 600, false)).toBe(false);
  });
});

describe('go back', () => {
  it('goes back in history when the visitor came from another page', () => {
    const history = { length: 3, back: vi.fn() };
    const location = { assign: vi.fn() };
    goBack(history, location, '/');
    expect(history.back).toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('goes to the offers root when the page was opened directly', () => {
    const history = { length: 2, back: vi.fn() };
    const location = { assign: vi.fn() };
    goBack(history, location, '/en');
    expect(history.back).not.toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith('/en');
  });
});

describe('offer banner choice', () => {
  it('keeps the same banner within an hour and draws among all of them over time', async () => {
    const { pickBanner } = await import('./banner-choice');
    const hour = 3_600_000;
    const start = 1_750_000_000_000 - (1_750_000_000_000 % hour);
    expect(pickBanner(['category', 'remote'], 'offer-a', start)).toBe(
      pickBanner(['category', 'remote'], 'offer-a', start + hour - 1),
    );
    const seen = new Set(
      Array.from({ length: 24 }, (_, i) => pickBanner(['category', 'remote'], 'offer-a', start + i * hour)),
    );
    expect(seen).toEqual(new Set(['category', 'remote']));
    expect(pickBanner([], 'offer-a', start)).toBeNull();
  });
});
