import { describe, expect, it } from 'vitest';
import { baseMapGeoJson } from './base-map';

describe('baseMapGeoJson', () => {
  const data = JSON.parse(baseMapGeoJson());

  it('holds the land and the borders between countries', () => {
    expect(data.type).toBe('FeatureCollection');
    expect(data.features.map((f: { properties: { kind: string } }) => f.properties.kind)).toEqual(['land', 'border']);
    expect(data.features[0].geometry.coordinates.length).toBeGreaterThan(100);
    expect(data.features[1].geometry.coordinates.length).toBeGreaterThan(100);
  });

  it('keeps coordinates to two decimals and stays small', () => {
    const [lon, lat] = data.features[1].geometry.coordinates[0][0];
    expect(Math.round(lon * 100) / 100).toBe(lon);
    expect(Math.round(lat * 100) / 100).toBe(lat);
    expect(baseMapGeoJson().length).toBeLessThan(1_300_000);
  });
});
