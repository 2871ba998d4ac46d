import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_MAP_DATA_PATH } from '@/features/map/style';
import { BASE_MAP_FILE, buildBaseMap } from './map-assets.mjs';

const topology = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../node_modules/world-atlas/countries-50m.json'), 'utf8'),
);

describe('buildBaseMap', () => {
  const text = buildBaseMap(topology);
  const data = JSON.parse(text);

  it('holds the land and the borders between countries', () => {
    expect(data.type).toBe('FeatureCollection');
    expect(data.features.map((f: { properties: { kind: string } }) => f.properties.kind)).toEqual(['land', 'border']);
    expect(data.features[0].geometry.coordinates.length).toBeGreaterThan(100);
    expect(data.features[1].geometry.coordinates.length).toBeGreaterThan(100);
  });

  it('keeps coordinates to two decimals without repeated points', () => {
    const line: [number, number][] = data.features[1].geometry.coordinates[0];
    for (const [lon, lat] of line) {
      expect(Math.round(lon * 100) / 100).toBe(lon);
      expect(Math.round(lat * 100) / 100).toBe(lat);
    }
    expect(line.every((p, i) => i === 0 || p[0] !== line[i - 1]![0] || p[1] !== line[i - 1]![1])).toBe(true);
    expect(text.length).toBeLessThan(1_300_000);
  });

  it('is written where the offline style reads it', () => {
    expect(`/${BASE_MAP_FILE}`).toBe(BASE_MAP_DATA_PATH);
  });
});
