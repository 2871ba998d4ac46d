import { describe, expect, it } from 'vitest';
import { renderCompanyLogoSvg } from './logo-svg';

describe('renderCompanyLogoSvg', () => {
  it('draws the same mark for the same company every time', () => {
    expect(renderCompanyLogoSvg('Nova Soft', '#1f5fd6', 'nova-soft')).toBe(
      renderCompanyLogoSvg('Nova Soft', '#1f5fd6', 'nova-soft'),
    );
  });

  it('draws distinct marks for different companies, not their initials', () => {
    const slugs = Array.from({ length: 40 }, (_, i) => `company-${i}`);
    const marks = new Set(slugs.map((s) => renderCompanyLogoSvg('Acme', '#0f8a6a', s)));
    expect(marks.size).toBeGreaterThan(30);
    for (const mark of marks) expect(mark).not.toContain('<text');
  });

  it('escapes the name and refuses a colour that is not a hex colour', () => {
    const svg = renderCompanyLogoSvg('A<script>"&', 'red;x', 'a');
    expect(svg).toContain('aria-label="Ascript"');
    expect(svg).toContain('fill="#475569"');
  });
});
