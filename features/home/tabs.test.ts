import { pickTab, visibleTabs } from './tabs';

describe('homepage carousel tabs', () => {
  it('adds the favourites and matched tabs only where their flags are on', () => {
    expect(visibleTabs({ frontPageFavoriteOffers: true, matchedForYou: true })).toEqual([
      'newWithSalary',
      'popular',
      'favoriteOffers',
      'matchedForYou',
    ]);
    expect(visibleTabs({ frontPageFavoriteOffers: false, matchedForYou: false })).toEqual(['newWithSalary', 'popular']);
  });

  it('falls back to new offers with salary for hidden, unknown or repeated tabs', () => {
    const visible = visibleTabs({ frontPageFavoriteOffers: true, matchedForYou: false });
    expect(pickTab('favoriteOffers', visible)).toBe('favoriteOffers');
    expect(pickTab('matchedForYou', visible)).toBe('newWithSalary');
    expect(pickTab('nonsense', visible)).toBe('newWithSalary');
    expect(pickTab(['popular', 'popular'], visible)).toBe('newWithSalary');
    expect(pickTab(undefined, visible)).toBe('newWithSalary');
  });
});
