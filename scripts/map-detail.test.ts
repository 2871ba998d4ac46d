import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_DETAIL } from '@/features/map/detail';
import {
  CELL_DEG,
  cellOf,
  parseSegments,
  placeFeatures,
  riverClass,
  roundLine,
  splitIntoCells,
  splitLineByCell,
  waterFeatures,
} from './map-detail.mjs';
import { DETAIL_DIR } from './map-assets.mjs';

type Segment = ReturnType<typeof parseSegments>[number];

const GMT_DUMP = `> River Bin # 14059, Level 1
19.1244373236	50
19.1258258946	50.001388571
19.1269398032	50.0047150378
> River Bin # 14060, Level 10
20.1	50.2
20.2	50.3
> Shore Bin # 12253, Level 2
21.0	53.0
21.1	53.0
21.1	53.1
21.0	53.0
> lonely header
1	2
`;

describe('parseSegments', () => {
  it('reads each segment with its level, dropping single points', () => {
    const segments = parseSegments(GMT_DUMP);
    expect(segments.map((s: { level: number }) => s.level)).toEqual([1, 10, 2]);
    expect(segments[0]!.coords[1]).toEqual([19.1258258946, 50.001388571]);
    expect(segments[2]!.coords).toHaveLength(4);
  });
});

describe('riverClass', () => {
  it('maps the WDB II classes to what the style draws', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 11].map(riverClass)).toEqual([
      'major',
      'major',
      'river',
      'river',
      'stream',
      'stream',
      'canal',
      'canal',
    ]);
  });
});

describe('roundLine', () => {
  it('keeps four decimals and drops the repeats rounding makes', () => {
    expect(
      roundLine([
        [19.12344, 50.00001],
        [19.12341, 50.00003],
        [19.12356, 50.0001],
      ]),
    ).toEqual([
      [19.1234, 50],
      [19.1236, 50.0001],
    ]);
  });
});

describe('waterFeatures', () => {
  const [river, canal, lake] = parseSegments(GMT_DUMP) as [Segment, Segment, Segment];
  const open: Segment = {
    level: 2,
    coords: [
      [22, 54],
      [22.1, 54.1],
    ],
  };

  it('makes rivers lines, closed lake shores polygons and open shores lines', () => {
    const features = waterFeatures([river, canal], [lake, open]);
    expect(features.map((f: { properties: object }) => f.properties)).toEqual([
      { kind: 'river', class: 'major' },
      { kind: 'river', class: 'canal' },
      { kind: 'lake' },
      { kind: 'shore' },
    ]);
    expect(features[2]!.geometry.type).toBe('Polygon');
  });
});

describe('placeFeatures', () => {
  const place = (cityId: number, name: string, population: number, muni: string, lon = 21, lat = 52.2) => ({
    cityId,
    name,
    population,
    muni,
    country: 'PL',
    loc: { coordinates: [lon, lat] },
  });

  it('tells the districts of a city with county rights from towns, and leaves other countries out', () => {
    const features = placeFeatures([
      place(2, 'Mokotów', 350000, '146501'),
      place(1, 'Warszawa', 1700000, '146501'),
      place(3, 'Pruszków', 60000, '142102'),
      place(4, 'Ząbki', 30000, '143403'),
      { ...place(5, 'Berlin', 3400000, ''), country: 'DE' },
    ]);
    expect(features.map((f) => `${String(f.properties.name)}:${String(f.properties.kind)}`)).toEqual([
      'Warszawa:town',
      'Mokotów:district',
      'Pruszków:town',
      'Ząbki:town',
    ]);
  });
});

describe('cells', () => {
  it('keys a point by its half-degree cell', () => {
    expect(CELL_DEG).toBe(MAP_DETAIL.cellDeg);
    expect(cellOf([19.94, 50.06])).toBe('39_100');
    expect(cellOf([-0.1, -0.1])).toBe('-1_-1');
  });

  it('cuts a line where it crosses into the next cell, the crossing point in both pieces', () => {
    const pieces = splitLineByCell([
      [19.8, 50.1],
      [19.9, 50.1],
      [20.1, 50.1],
      [20.2, 50.2],
    ]);
    expect(pieces).toEqual([
      {
        key: '39_100',
        coords: [
          [19.8, 50.1],
          [19.9, 50.1],
          [20.1, 50.1],
        ],
      },
      {
        key: '40_100',
        coords: [
          [20.1, 50.1],
          [20.2, 50.2],
        ],
      },
    ]);
  });

  it('files points, line pieces and lakes under their cells', () => {
    const cells = splitIntoCells([
      { type: 'Feature', properties: { kind: 'town' }, geometry: { type: 'Point', coordinates: [19.94, 50.06] } },
      {
        type: 'Feature',
        properties: { kind: 'river' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [19.9, 50.1],
            [20.1, 50.1],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { kind: 'lake' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [21, 53],
              [21.2, 53],
              [21.2, 53.2],
              [21, 53],
            ],
          ],
        },
      },
    ]);
    // The river's one segment crosses into 40_100 and is drawn whole from 39_100.
    expect([...cells.keys()].sort()).toEqual(['39_100', '42_106']);
    expect(cells.get('39_100')).toHaveLength(2);
  });
});

describe('the committed cells', () => {
  const dir = path.resolve(import.meta.dirname, '../lib/geo/map-detail-pl');
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const read = (key: string) => JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8'));

  it('are listed in the index and served under the versioned folder the map reads', () => {
    expect(`/${DETAIL_DIR}`).toBe(MAP_DETAIL.path);
    const files = readdirSync(dir).filter((f) => f !== 'index.json');
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual(index.cells);
    expect(index.cells.length).toBeGreaterThan(200);
  });

  it('hold the Vistula and the districts and towns around Kraków and Warsaw', () => {
    const krakow = read(cellOf([19.94, 50.06]));
    const kinds = (fc: { features: { properties: { kind: string; class?: string } }[] }) =>
      fc.features.map((f) => `${f.properties.kind}${f.properties.class ? `:${f.properties.class}` : ''}`);
    expect(kinds(krakow)).toContain('river:major');
    const names = krakow.features.map((f: { properties: { name?: string } }) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Kraków', 'Zielonki', 'Zabierzów']));
    const warsaw = read(cellOf([21.01, 52.23]));
    expect(kinds(warsaw)).toContain('river:major');
    const districts = warsaw.features
      .filter((f: { properties: { kind: string } }) => f.properties.kind === 'district')
      .map((f: { properties: { name: string } }) => f.properties.name);
    expect(districts).toEqual(expect.arrayContaining(['Mokotów', 'Ursynów', 'Śródmieście']));
  });

  it('hold the Masurian lakes as polygons', () => {
    const mazury = read(cellOf([21.6, 53.8]));
    expect(mazury.features.some((f: { properties: { kind: string } }) => f.properties.kind === 'lake')).toBe(true);
  });

  it('stay small: no cell over 32 KB, all together under 1.5 MB', () => {
    let total = 0;
    for (const key of index.cells) {
      const size = readFileSync(path.join(dir, `${key}.json`)).length;
      expect(size).toBeLessThan(32_000);
      total += size;
    }
    expect(total).toBeLessThan(1_500_000);
  });
});
