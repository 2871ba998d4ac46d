import { queryObject } from '@/lib/http/with-route';
import { markersQuerySchema, offerFilterQuerySchema, offersByCursorQuerySchema, filtersToApiQuery } from './schemas';
import { DEFAULT_FILTERS } from './search-params';

const parse = (qs: string) => offersByCursorQuerySchema.safeParse(queryObject(new URLSearchParams(qs)));

describe('read API query schema', () => {
  it('accepts bracket arrays, repeated keys and comma lists alike', () => {
    const a = parse('employmentTypes[]=b2b&employmentTypes[]=permanent');
    const b = parse('employmentTypes=b2b&employmentTypes=permanent');
    const c = parse('employmentTypes=b2b,permanent');
    expect(a.success && a.data.employmentTypes).toEqual(['b2b', 'permanent']);
    expect(b.success && b.data.employmentTypes).toEqual(['b2b', 'permanent']);
    expect(c.success && c.data.employmentTypes).toEqual(['b2b', 'permanent']);
  });

  it('caps a huge itemsCount at the page size of 100', () => {
    const r = parse('itemsCount=100000');
    expect(r.success && r.data.itemsCount).toBe(100);
  });

  it('refuses unknown options, bad numbers and an inverted salary range with field paths', () => {
    const r = parse('experienceLevels[]=wizard&itemsCount=-1&salaryMin=9000&salaryMax=100&sortBy=random');
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['experienceLevels.0', 'itemsCount', 'sortBy']));
    const inverted = offerFilterQuerySchema.safeParse({ salaryMin: '9000', salaryMax: '100' });
    expect(inverted.success).toBe(false);
  });

  it('maps the codec filters to a query the schema reads back', () => {
    const q = filtersToApiQuery({
      ...DEFAULT_FILTERS,
      location: { kind: 'city', city: 'krakow' },
      radiusKm: 30,
      category: 'backend',
      subcategories: ['java'],
      salary: { from: 1000, to: 2000 },
      currency: 'EUR',
      employmentTypes: ['b2b'],
      keywords: ['c#'],
    });
    const r = offerFilterQuerySchema.parse(queryObject(q));
    expect(r).toMatchObject({
      city: 'krakow',
      cityRadiusKm: 30,
      categories: ['java'],
      salaryMin: 1000,
      salaryMax: 2000,
      currency: 'EUR',
      employmentTypes: ['b2b'],
      keywords: ['c#'],
    });
  });
});

describe('map regions', () => {
  it('are cluster or offer ids within the database integer', () => {
    const region = (value: string) => markersQuerySchema.safeParse({ region: value }).success;
    expect(region('c12')).toBe(true);
    expect(region('o2147483647')).toBe(true);
    expect(region('o2147483648')).toBe(false);
    expect(region('c99999999999999999999')).toBe(false);
    expect(region('x1')).toBe(false);
  });
});
