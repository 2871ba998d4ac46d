import { describe, expect, it } from 'vitest';
import {
  DISTRICT_ZOOM,
  MAP_DETAIL,
  MAX_DETAIL_LABELS,
  cellsInView,
  cellsToLoad,
  detailLabels,
  waterCollection,
  type DetailFeature,
} from './detail';

const krakowView = { west: 19.85, south: 50.02, east: 20.05, north: 50.1 };

const town = (name: string, population: number, lon: number, lat: number, kind: 'town' | 'district' = 'town') =>
  ({
    type: 'Feature',
    properties: { kind, name, population },
    geometry: { type: 'Point', coordinates: [lon, lat] },
  }) as DetailFeature;
const river = {
  type: 'Feature',
  properties: { kind: 'river', class: 'major' },
  geometry: {
    type: 'LineString',
    coordinates: [
      [19.9, 50.05],
      [20, 50.06],
    ],
  },
} as DetailFeature;

describe('cellsInView', () => {
  it('lists the cells a view touches and one ring around them', () => {
    const keys = cellsInView(krakowView);
    expect(keys).toContain('39_100');
    expect(keys).toContain('38_99');
    expect(keys).toContain('41_101');
    expect(keys).toHaveLength(12);
  });
});

describe('cellsToLoad', () => {
  const available = new Set(['39_100', '40_100']);

  it('loads only the cells that exist, and only when zoomed in', () => {
    expect(cellsToLoad(12, krakowView, available).sort()).toEqual(['39_100', '40_100']);
    expect(cellsToLoad(MAP_DETAIL.minZoom - 0.1, krakowView, available)).toEqual([]);
  });

  it('loads nothing for a view wider than the cell budget', () => {
    expect(cellsToLoad(8, { west: 14, south: 49, east: 24, north: 55 }, available)).toEqual([]);
  });
});

describe('waterCollection', () => {
  it('keeps the water and leaves the names to the markers', () => {
    const fc = waterCollection([[river, town('Kraków', 800000, 19.94, 50.06)]]);
    expect(fc.features).toEqual([river]);
  });
});

describe('detailLabels', () => {
  const cell = [
    town('Kraków', 800000, 19.94, 50.06),
    town('Wieliczka', 23000, 20.06, 49.99),
    town('Skawina', 24000, 19.83, 49.98),
    town('Zielonki', 3000, 19.92, 50.12),
    town('Nowa Huta', 200000, 20.03, 50.07, 'district'),
    river,
  ];
  const wide = { west: 19.6, south: 49.9, east: 20.3, north: 50.2 };

  it('names the towns in view by size, leaving out a city the map names already', () => {
    const names = detailLabels([cell], 9, wide, [{ name: 'Kraków', latitude: 50.0614, longitude: 19.9372 }]).map(
      (l) => l.name,
    );
    expect(names).toEqual(['Skawina', 'Wieliczka']);
    // By place, not by name: GeoNames' "Warsaw" stands where the board names Warszawa.
    const warsaw = [town('Warsaw', 1700000, 21.0118, 52.2298), town('Wola', 140000, 20.95, 52.23, 'district')];
    const view = { west: 20.8, south: 52.1, east: 21.2, north: 52.4 };
    const taken = [{ name: 'Warszawa', latitude: 52.2297, longitude: 21.0122 }];
    expect(detailLabels([warsaw], 12, view, taken).map((l) => l.name)).toEqual(['Wola']);
  });

  it('adds districts and villages closer in', () => {
    const names = detailLabels([cell], 12, wide, []).map((l) => `${l.name}:${l.kind}`);
    expect(names).toEqual(['Kraków:town', 'Nowa Huta:district', 'Skawina:town', 'Wieliczka:town', 'Zielonki:town']);
    expect(detailLabels([cell], DISTRICT_ZOOM - 0.1, wide, []).some((l) => l.kind === 'district')).toBe(false);
  });

  it('names only what is in view, and at most a fixed number', () => {
    expect(detailLabels([cell], 12, krakowView, []).map((l) => l.name)).not.toContain('Skawina');
    const many = Array.from({ length: 100 }, (_, i) => town(`T${i}`, 1000 + i, 19.9 + i / 1000, 50.05));
    expect(detailLabels([many], 13, wide, [])).toHaveLength(MAX_DETAIL_LABELS);
  });

  it('names nothing below the detail zoom', () => {
    expect(detailLabels([cell], MAP_DETAIL.minZoom - 1, wide, [])).toEqual([]);
  });
});
