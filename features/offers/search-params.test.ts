import fc from 'fast-check';
import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SENIORITIES,
  SORT_KEYS,
  SORT_ORDERS,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from './options';
import {
  DEFAULT_FILTERS,
  parseListUrl,
  serializeListUrl,
  type ListUrlState,
  type OfferFilters,
  type SlugDictionary,
} from './search-params';

const CITIES = ['warszawa', 'krakow', 'lodz', 'wroclaw', 'gdansk'];
const CATEGORIES: Record<string, string[]> = {
  backend: ['java', 'python', 'net', 'go'],
  frontend: ['react', 'angular'],
  devops: [],
};
const dictionary: SlugDictionary = {
  isCity: (s) => CITIES.includes(s),
  isCategory: (s) => s in CATEGORIES,
  isSubcategory: (c, s) => CATEGORIES[c]?.includes(s) ?? false,
};

/** Splits a serialised URL back into what the page receives: path segments and query. */
function parse(url: string) {
  const [path = '', search = ''] = url.split('?');
  return parseListUrl(path.split('/').filter(Boolean), search, dictionary);
}

const sortedUnique = <T extends string>(arb: fc.Arbitrary<T>) =>
  fc.uniqueArray(arb, { maxLength: 4 }).map((values) => [...values].sort());
const freeText = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((s) => s.trim().replace(/\s+/g, ' '))
  .filter((s) => s.length > 0);
const money = fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100);

const filtersArb: fc.Arbitrary<OfferFilters> = fc
  .record({
    location: fc.oneof(
      fc.constant({ kind: 'all' as const }),
      fc.constant({ kind: 'remote' as const }),
      fc.constantFrom(...CITIES).map((city) => ({ kind: 'city' as const, city })),
    ),
    radiusKm: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
    category: fc.option(fc.constantFrom(...Object.keys(CATEGORIES)), { nil: null }),
    keywords: sortedUnique(freeText),
    companies: sortedUnique(freeText),
    skills: sortedUnique(freeText),
    titles: sortedUnique(freeText),
    salary: fc.option(
      fc.tuple(money, money).map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) })),
      { nil: null },
    ),
    currency: fc.constantFrom(...SALARY_CURRENCIES),
    withSalary: fc.boolean(),
    employmentTypes: sortedUnique(fc.constantFrom(...EMPLOYMENT_TYPES)),
    experienceLevels: sortedUnique(fc.constantFrom(...SENIORITIES)),
    workingTimes: sortedUnique(fc.constantFrom(...WORKING_TIMES)),
    workplaceTypes: sortedUnique(fc.constantFrom(...WORKPLACE_TYPES)),
    ukraineFriendly: fc.boolean(),
    sortBy: fc.constantFrom(...SORT_KEYS),
    orderBy: fc.constantFrom(...SORT_ORDERS),
    subSeed: fc.nat(),
  })
  .map(({ subSeed, ...f }) => {
    const subs = f.category ? (CATEGORIES[f.category] ?? []).filter((_, i) => (subSeed >> i) & 1).sort() : [];
    return {
      ...f,
      subcategories: subs,
      radiusKm: f.location.kind === 'city' ? f.radiusKm : null,
    };
  });

const stateArb: fc.Arbitrary<ListUrlState> = fc.record({
  filters: filtersArb,
  from: fc.option(
    fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s),
    { nil: null },
  ),
  showMap: fc.boolean(),
});

describe('offer list URL codec', () => {
  it('parse(serialize(state)) = state, in both languages', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom('pl' as const, 'en' as const), (state, locale) => {
        expect(parse(serializeListUrl(state, locale))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('is canonical: equal filters give the identical URL whatever the input order', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const shuffled: ListUrlState = {
          ...state,
          filters: {
            ...state.filters,
            keywords: [...state.filters.keywords].reverse(),
            employmentTypes: [...state.filters.employmentTypes].reverse(),
            subcategories: [...state.filters.subcategories].reverse(),
          },
        };
        expect(serializeListUrl(shuffled, 'pl')).toBe(serializeListUrl(state, 'pl'));
      }),
    );
  });

  it('writes its query as URLSearchParams would, whatever the text (any code unit, lone surrogates too)', () => {
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
    const anyText = fc.string({ unit: codeUnit, minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(stateArb, fc.array(anyText, { maxLength: 3 }), anyText, (state, words, from) => {
        const odd: ListUrlState = { ...state, from, filters: { ...state.filters, keywords: words, companies: words } };
        for (const locale of ['pl', 'en'] as const) {
          const search = serializeListUrl(odd, locale).split('?')[1] ?? '';
          expect(new URLSearchParams(search).toString()).toBe(search);
        }
      }),
      { numRuns: 500 },
    );
    expect(
      serializeListUrl({ filters: { ...DEFAULT_FILTERS, keywords: ["a b!'()~*"] }, from: null, showMap: false }, 'pl'),
    ).toBe('/job-offers?keyword=a+b%21%27%28%29%7E*');
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), fc.string(), (segments, search) => {
        parseListUrl(segments, search, dictionary);
        parseListUrl(['job-offers', ...segments], search, dictionary);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes the defaults as the bare list path', () => {
    expect(serializeListUrl({ filters: DEFAULT_FILTERS, from: null, showMap: false }, 'pl')).toBe('/job-offers');
  });

  it('encodes location, category and subcategories in the path', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      location: { kind: 'city' as const, city: 'krakow' },
      category: 'backend',
      subcategories: ['python', 'java'],
    };
    expect(serializeListUrl({ filters, from: null, showMap: false }, 'en')).toBe(
      '/job-offers/krakow/backend/java,python',
    );
    const remote = { ...DEFAULT_FILTERS, location: { kind: 'remote' as const }, category: 'devops' };
    expect(serializeListUrl({ filters: remote, from: null, showMap: false }, 'en')).toBe('/job-offers/remote/devops');
    const onlyCategory = { ...DEFAULT_FILTERS, category: 'frontend' };
    expect(serializeListUrl({ filters: onlyCategory, from: null, showMap: false }, 'pl')).toBe(
      '/job-offers/all-locations/frontend',
    );
  });

  it('writes localised filter keys and reads both languages', () => {
    const filters: OfferFilters = {
      ...DEFAULT_FILTERS,
      employmentTypes: ['b2b', 'mandate_contract'],
      withSalary: true,
      salary: { from: 10000, to: 25000 },
    };
    const pl = serializeListUrl({ filters, from: null, showMap: false }, 'pl');
    expect(pl).toBe('/job-offers?widelki=10000-25000&z-widelkami=true&rodzaj-umowy=b2b%2Cmandate-contract');
    const en = serializeListUrl({ filters, from: null, showMap: false }, 'en');
    expect(en).toContain('employment-type=b2b%2Cmandate-contract');
    expect(parse(pl)?.filters).toEqual(parse(en)?.filters);
    expect(
      parse('/job-offers?salary=10000-25000&withSalary=true&employment-type=b2b,mandate-contract')?.filters,
    ).toEqual(filters);
  });

  describe('spec parsing rules', () => {
    it('salary range: two numbers within 0..1,000,000, lower not above upper', () => {
      expect(parse('/job-offers?widelki=5000-20000')?.filters.salary).toEqual({ from: 5000, to: 20000 });
      expect(parse('/job-offers?widelki=20000-5000')?.filters.salary).toBeNull();
      expect(parse('/job-offers?widelki=0-1000001')?.filters.salary).toBeNull();
      expect(parse('/job-offers?widelki=abc')?.filters.salary).toBeNull();
      expect(parse('/job-offers?widelki=-5-10')?.filters.salary).toBeNull();
    });

    it('boolean filters accept one boolean slug', () => {
      expect(parse('/job-offers?przyjazne-ukrainie=true')?.filters.ukraineFriendly).toBe(true);
      expect(parse('/job-offers?przyjazne-ukrainie=yes')?.filters.ukraineFriendly).toBe(false);
      expect(parse('/job-offers?przyjazne-ukrainie=true&przyjazne-ukrainie=true')?.filters.ukraineFriendly).toBe(false);
    });

    it('multi-select filters accept only known slugs', () => {
      expect(parse('/job-offers?doswiadczenie=senior,wizard,junior')?.filters.experienceLevels).toEqual([
        'junior',
        'senior',
      ]);
    });

    it('keyword, skills, titles and companies are free values', () => {
      const f = parse(
        '/job-offers?keyword=c%23&keyword=c%2B%2B&skills=Node.js&titles=Senior%20Dev&companies=ACME%2C%20Inc.',
      )?.filters;
      expect(f?.keywords).toEqual(['c#', 'c++']);
      expect(f?.skills).toEqual(['Node.js']);
      expect(f?.titles).toEqual(['Senior Dev']);
      expect(f?.companies).toEqual(['ACME, Inc.']);
    });

    it('radius only with a location and only if non-zero', () => {
      expect(parse('/job-offers?radius=30')?.filters.radiusKm).toBeNull();
      expect(parse('/job-offers/warszawa?radius=0')?.filters.radiusKm).toBeNull();
      expect(parse('/job-offers/warszawa?radius=30')?.filters.radiusKm).toBe(30);
    });

    it('refuses unknown cities, categories and subcategories in the path (a 404, not a guess)', () => {
      expect(parse('/job-offers/atlantyda')).toBeNull();
      expect(parse('/job-offers/all-locations/cooking')).toBeNull();
      expect(parse('/job-offers/all-locations/backend/react')).toBeNull();
      expect(parse('/job-offers/a/b/c/d')).toBeNull();
      expect(parse('/not-offers')).toBeNull();
    });
  });
});
