import { describe, expect, it } from 'vitest';
import { findLocalityByName, getLocality, searchLocalities } from './gazetteer';

const names = (query: string, limit?: number) => searchLocalities(query, limit).map((l) => l.name);

describe('gazetteer', () => {
  it('finds localities beyond the city dictionary, with coordinates and voivodeship', () => {
    const [wieliczka] = searchLocalities('Wieliczka');
    expect(wieliczka).toMatchObject({ name: 'Wieliczka', voivodeship: 'małopolskie', countryCode: 'PL' });
    expect(wieliczka!.latitude).toBeCloseTo(49.99, 1);
    expect(wieliczka!.longitude).toBeCloseTo(20.06, 1);
    expect(getLocality(wieliczka!.geonameId)?.name).toBe('Wieliczka');
  });

  it('ignores case and Polish diacritics, and matches the start of a name', () => {
    expect(names('lodz')[0]).toBe('Łódź');
    expect(names('ŁÓDŹ')[0]).toBe('Łódź');
    expect(names('zyrard')).toContain('Żyrardów');
    expect(names('bielsko biala')[0]).toBe('Bielsko-Biała');
    // A prefix, not a substring: "ansk" is inside Gdańsk but starts nothing.
    expect(names('ansk')).not.toContain('Gdańsk');
  });

  it('ranks by population, an exact name first', () => {
    const found = searchLocalities('Gd', 5);
    expect(found.map((l) => l.name).slice(0, 2)).toEqual(['Gdańsk', 'Gdynia']);
    for (let i = 1; i < found.length; i++)
      expect(found[i - 1]!.population).toBeGreaterThanOrEqual(found[i]!.population);
    // The village of Wola comes before the larger Stalowa Wola, whose later word only starts with it.
    expect(names('wola').slice(0, 2)).toEqual(['Wola', 'Stalowa Wola']);
  });

  it('matches a later word of the name and honours the limit', () => {
    expect(names('zdroj', 50)).toContain('Jastrzębie-Zdrój');
    expect(searchLocalities('s', 7)).toHaveLength(7);
    expect(searchLocalities('   ')).toEqual([]);
    expect(searchLocalities('Atlantyda')).toEqual([]);
  });

  it('keeps Polish names and leaves city districts out', () => {
    expect(names('warszawa')[0]).toBe('Warszawa');
    expect(names('warsaw')).toEqual([]);
    expect(names('mokotow')).toEqual([]);
  });

  it('tells same-named places apart by a point near one of them', () => {
    const all = searchLocalities('Józefów', 50).filter((l) => l.name === 'Józefów');
    expect(all.length).toBeGreaterThan(1);
    const [first, second] = all;
    expect(first!.population).toBeGreaterThan(second!.population);
    expect(findLocalityByName('jozefow')?.geonameId).toBe(first!.geonameId);
    expect(findLocalityByName('Józefów', second)?.geonameId).toBe(second!.geonameId);
    expect(findLocalityByName('Wieliczka', { latitude: 54.35, longitude: 18.65 })).toBeNull();
  });
});
