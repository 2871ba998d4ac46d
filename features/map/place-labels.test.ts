import { describe, expect, it } from 'vitest';
import { INITIAL_BOUNDS } from './viewport';
import { CITY_VIEW_KM, REGION_LABELS, initialBoundsFor, labelsAtZoom, type PlaceLabel } from './place-labels';

const cities: PlaceLabel[] = [
  { key: 'warszawa', name: 'Warszawa', latitude: 52.2297, longitude: 21.0122, kind: 'city' },
  { key: 'sopot', name: 'Sopot', latitude: 54.4418, longitude: 18.5601, kind: 'town' },
];

describe('labelsAtZoom', () => {
  it('names the 16 voivodeships and the main cities when Poland is seen whole', () => {
    const names = labelsAtZoom(5.5, cities).map((l) => l.name);
    expect(REGION_LABELS).toHaveLength(16);
    expect(names).toContain('mazowieckie');
    expect(names).toContain('Warszawa');
    expect(names).not.toContain('Sopot');
  });

  it('names every city of the board and no regions closer in', () => {
    const names = labelsAtZoom(9, cities).map((l) => l.name);
    expect(names).toEqual(['Warszawa', 'Sopot']);
  });

  it('draws nothing when the map shows more than Poland', () => {
    expect(labelsAtZoom(3, cities)).toEqual([]);
  });
});

describe('initialBoundsFor', () => {
  it('opens on Poland without a city', () => {
    expect(initialBoundsFor(null)).toEqual(INITIAL_BOUNDS);
  });

  it('opens on the city and its radius', () => {
    const [[w, s], [e, n]] = initialBoundsFor({ latitude: 50.0647, longitude: 19.945, radiusKm: 50 });
    expect((s + n) / 2).toBeCloseTo(50.0647, 3);
    expect((w + e) / 2).toBeCloseTo(19.945, 3);
    expect((n - s) / 2).toBeCloseTo(50 / 111.32, 3);
    expect(e - w).toBeGreaterThan(n - s);
  });

  it('opens around the city when no radius is chosen', () => {
    const [[, s], [, n]] = initialBoundsFor({ latitude: 52.2297, longitude: 21.0122, radiusKm: null });
    expect((n - s) / 2).toBeCloseTo(CITY_VIEW_KM / 111.32, 3);
    expect(CITY_VIEW_KM).toBeLessThanOrEqual(6);
  });
});
