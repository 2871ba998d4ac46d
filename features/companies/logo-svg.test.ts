import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COMPANY_FIRST, COMPANY_SECOND } from '@/features/demo-data/server/seed/data/words';
import { renderCompanyLogoSvg } from './logo-svg';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
/** Every company name the demo data can make (first word × second word). */
const DEMO_NAMES = COMPANY_FIRST.flatMap((a) => COMPANY_SECOND.map((b) => `${a} ${b}`));

describe('renderCompanyLogoSvg', () => {
  it('draws the same mark for the same company every time', () => {
    expect(renderCompanyLogoSvg('Nova Soft', 'nova-soft')).toBe(renderCompanyLogoSvg('Nova Soft', 'nova-soft'));
  });

  it('draws distinct marks for different companies, with varied layouts, palettes and marks', () => {
    const marks = DEMO_NAMES.slice(0, 300).map((n) => renderCompanyLogoSvg(n, slug(n)));
    expect(new Set(marks).size).toBe(marks.length);
    // Not one template: tiles, white cards, tinted cards and round badges, symbols and monograms.
    const fills = new Set(marks.map((m) => /<(?:rect|circle)[^>]*fill="(#[0-9a-f]{6})"/.exec(m)?.[1]));
    expect(fills.size).toBeGreaterThanOrEqual(12);
    expect(marks.filter((m) => m.includes('<circle cx="48" cy="48" r="48"')).length).toBeGreaterThan(10);
    const monograms = marks.filter((m) => m.includes('stroke-linecap="round" stroke-linejoin="round"><path'));
    expect(monograms.length).toBeGreaterThan(40);
    expect(monograms.length).toBeLessThan(250);
    // No font: letters are strokes, so the mark looks the same wherever it is rendered.
    for (const mark of marks) expect(mark).not.toContain('<text');
  });

  it('builds a monogram from the name’s initials, Polish letters included', () => {
    // Seeds chosen to draw a monogram; the letters come from the name, not the seed.
    const seeds = Array.from({ length: 200 }, (_, i) => `seed-${i}`);
    const withMonogram = seeds
      .map((s) => renderCompanyLogoSvg('Łódź Żagiel', s))
      .filter((m) => m.includes('translate(27 0)'));
    expect(withMonogram.length).toBeGreaterThan(0);
    // L (for Ł) then Z (for Ż): the glyph table's strokes.
    expect(withMonogram[0]).toContain('<path d="M0 0v28h18" transform="translate(0 0)"/>');
    expect(withMonogram[0]).toContain('<path d="M0 0h20L0 28h20" transform="translate(27 0)"/>');
  });

  it('is an SVG an image library renders, for every demo company', async () => {
    for (const name of DEMO_NAMES.filter((_, i) => i % 23 === 0)) {
      const svg = renderCompanyLogoSvg(name, slug(name));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"[^>]*>.*<\/svg>$/);
      const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([96, 96]);
    }
  });

  it('escapes the name', () => {
    const svg = renderCompanyLogoSvg('A<script>"&', 'a');
    expect(svg).toContain('aria-label="Ascript"');
    expect(svg).not.toContain('<script');
  });
});
