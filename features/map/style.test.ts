import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { DETAIL_LAYERS, DETAIL_SOURCE, buildOfflineStyle, colorsFromPalette, mixColors } from './style';

describe('mixColors', () => {
  it('mixes two hex colours', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#102030', '#102030', 0.3)).toBe('#102030');
  });

  it('keeps the first colour when one is not a hex colour', () => {
    expect(mixColors(' rgb(1, 2, 3) ', '#ffffff', 0.5)).toBe('rgb(1, 2, 3)');
  });
});

describe('buildOfflineStyle', () => {
  const colors = colorsFromPalette({ background: '#0d1117', paper: '#161b22', divider: '#30363d', primary: '#6ea8ff' });
  const style = buildOfflineStyle(colors, '/shapes-v1.geojson');

  it('draws water, land and borders in the theme colours from the bundled shapes', () => {
    expect(style.sources.world).toEqual({ type: 'geojson', data: '/shapes-v1.geojson' });
    expect(style.layers.map((l) => l.id).slice(0, 3)).toEqual(['water', 'land', 'borders']);
    const paint = Object.fromEntries(style.layers.map((l) => [l.id, l.paint as Record<string, unknown>]));
    expect(paint.water!['background-color']).toBe(colors.water);
    expect(paint.land!['fill-color']).toBe('#161b22');
    expect(paint.borders!['line-color']).toBe(colors.border);
  });

  it('draws the detail source, empty until cells are loaded, over the land: lakes, shores, rivers by class', () => {
    expect(style.sources[DETAIL_SOURCE]).toEqual({
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
    });
    expect(style.layers.map((l) => l.id).slice(3)).toEqual([...DETAIL_LAYERS]);
    const rivers = style.layers.find((l) => l.id === 'detail-rivers')!;
    expect((rivers.paint as Record<string, unknown>)['line-color']).toBe(colors.river);
    expect(JSON.stringify((rivers.paint as Record<string, unknown>)['line-width'])).toContain('"major"');
    const lakes = style.layers.find((l) => l.id === 'detail-lakes')!;
    expect((lakes.paint as Record<string, unknown>)['fill-color']).toBe(colors.water);
    expect(colors.river).toBe(mixColors('#161b22', '#6ea8ff', 0.45));
  });

  it('is a valid maplibre style (an invalid one never loads: the map stays blank)', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('needs no glyphs or sprites (markers are HTML)', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('tints the water from the background towards the primary colour', () => {
    expect(colors.water).not.toBe('#0d1117');
    expect(colors.water).toBe(mixColors('#0d1117', '#6ea8ff', 0.12));
  });
});
