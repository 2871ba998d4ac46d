import { sanitizeRichText } from '@/lib/html/sanitize';
import { DEMO_RATES } from './dictionaries';
import { generateOffer, type OfferContext } from './offers';
import { createRandom } from './prng';

const HOSTILE = '<img src=x onerror=alert(1)>Acme<script>alert(1)</script>';

const context = (companyName: string, skill: string): OfferContext => ({
  tenantId: 1,
  reference: new Date('2026-01-15T10:00:00Z'),
  rates: DEMO_RATES,
  companies: [{ id: 1, name: companyName, slug: 'acme' }],
  leaves: [{ id: 2, mainId: 1, roles: ['Java Developer<svg onload=alert(1)>'], skillIds: [1] }],
  cities: [{ id: 1, slug: 'krakow', name: 'Kraków', lat: 50.06, lng: 19.94, weight: 1 }],
  skillNames: new Map([[1, skill]]),
  allSkillIds: [1],
  planKeys: ['basic'],
});

describe('generateOffer', () => {
  it('writes bodies through the rich-text allow-list, whatever the names it is given', () => {
    const { offer } = generateOffer(createRandom(1), context(HOSTILE, '<a href="javascript:alert(1)">Java</a>'), 1);
    expect(offer.body).not.toMatch(/<script|<svg|onerror|onload|javascript:/i);
    expect(offer.body).toContain('Acme');
    expect(sanitizeRichText(offer.body)).toBe(offer.body);
  });

  it('keeps ordinary demo bodies as they were written', () => {
    const { offer } = generateOffer(createRandom(1), context('Acme & Co', 'Java'), 1);
    expect(offer.body).toMatch(/^<h3>O firmie \/ About Acme &amp; Co<\/h3><p>/);
    expect(offer.body).toContain('<li>Doświadczenie z Java</li>');
    expect(sanitizeRichText(offer.body)).toBe(offer.body);
  });
});
