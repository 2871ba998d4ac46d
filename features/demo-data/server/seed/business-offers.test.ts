import { BUSINESS_ROLES, nearestLevel } from './data/business-roles';
import { BIZ_CATEGORIES, type CategoryDef } from './data/categories';
import { generateOffer, type OfferContext } from './offers';
import { createRandom } from './prng';

const leaves = BIZ_CATEGORIES.flatMap((c: CategoryDef) => (c.children ?? (c.roles ? [c] : [])) as CategoryDef[]).map(
  (l, i) => ({ id: i + 1, mainId: 0, roles: [...l.roles!], skillIds: [1] }),
);
const ctx: OfferContext = {
  tenantId: 2,
  reference: new Date('2026-11-01T00:00:00Z'),
  rates: { PLN: 1, EUR: 4.25, USD: 3.9, GBP: 4.9, CHF: 4.5 },
  companies: [{ id: 1, name: 'Handel Polska', slug: 'handel-polska' }],
  leaves,
  cities: [{ id: 1, slug: 'poznan', name: 'Poznań', lat: 52.4, lng: 16.9, weight: 1 }],
  skillNames: new Map([
    [1, 'Excel'],
    [2, 'CRM'],
  ]),
  allSkillIds: [1, 2],
  planKeys: ['basic'],
  sharedWith: null,
  roles: BUSINESS_ROLES,
};
const random = createRandom(20_260_101);
const offers = Array.from({ length: 600 }, (_, i) => generateOffer(random, ctx, i + 1));

describe('the business board’s demo offers read as such offers are posted', () => {
  it('has a role for every business category', () => {
    for (const leaf of leaves) for (const role of leaf.roles) expect(BUSINESS_ROLES[role], role).toBeDefined();
  });

  it('puts no seniority word before a Polish job name, and none but Junior or Senior before others', () => {
    const roleOf = (title: string) => title.replace(/^(Junior|Senior) /, '');
    for (const offer of offers) {
      const role = BUSINESS_ROLES[roleOf(offer.title)];
      expect(role, offer.title).toBeDefined();
      if (!role!.levelWord) expect(offer.title, offer.title).toBe(roleOf(offer.title));
      expect(role!.levels).toContain(offer.experienceLevel);
    }
    expect(offers.some((o) => o.title === 'Kierownik sklepu')).toBe(true);
    expect(offers.some((o) => o.title.startsWith('Senior '))).toBe(true);
  });

  it('pays in PLN by the month, a mandate by the hour, within what such roles earn in 2026', () => {
    const salaries = offers.flatMap((o) => o.employmentTypes.map((e) => ({ title: o.title, ...e })));
    expect(salaries.some((s) => s.salary === null)).toBe(true);
    for (const s of salaries) {
      expect(s.currency).toBe('PLN');
      if (!s.salary) continue;
      expect(s.salary.from).toBeLessThanOrEqual(s.salary.to!);
      if (s.type === 'mandate_contract') {
        expect(s.salary.unit).toBe('hour');
        expect(s.salary.from).toBeGreaterThanOrEqual(31.4); // the 2026 minimum hourly rate
        expect(s.salary.to).toBeLessThanOrEqual(150);
      } else {
        expect(s.salary.unit).toBe('month');
        expect(s.salary.from).toBeGreaterThanOrEqual(4806); // the 2026 minimum wage
        expect(s.salary.to).toBeLessThanOrEqual(50_000);
      }
    }
    // A shop manager earns what shop managers earn, not an IT lead's day rate.
    const shop = salaries.filter((s) => s.title === 'Kierownik sklepu' && s.salary);
    expect(shop.length).toBeGreaterThan(0);
    for (const s of shop) expect(s.salary!.to).toBeLessThanOrEqual(16_000);
  });

  it('offers an employment contract first, and a second one only where such roles get it', () => {
    for (const offer of offers) {
      expect(offer.employmentTypes[0]!.type).toBe('permanent');
      const second = offer.employmentTypes[1];
      if (second) expect(['b2b', 'mandate_contract']).toContain(second.type);
    }
  });

  it('moves a drawn level to the nearest one the role is offered at', () => {
    expect(nearestLevel('c_level', ['mid', 'senior'])).toBe('senior');
    expect(nearestLevel('junior', ['mid', 'senior', 'expert'])).toBe('mid');
    expect(nearestLevel('senior', ['junior', 'mid'])).toBe('mid');
    expect(nearestLevel('mid', ['junior', 'senior'])).toBe('junior');
  });
});
