import fc from 'fast-check';
import { SALARY_CURRENCIES, SENIORITIES, WORKPLACE_TYPES } from '@/features/offers/options';
import { CRITERION_WEIGHTS, LANGUAGE_LEVELS, MATCH_CRITERIA } from './criteria';
import { distanceKm, roundToTotal, scoreOffer, type MatchOffer, type MatchPreferences } from './score';

const WARSAW = { id: 1, name: 'Warszawa', latitude: 52.2297, longitude: 21.0122 };
const KRAKOW = { name: 'Kraków', latitude: 50.0647, longitude: 19.945 };
const PIASECZNO = { name: 'Piaseczno', latitude: 52.0814, longitude: 21.0239 };

const prefs = (over: Partial<MatchPreferences> = {}): MatchPreferences => ({
  categoryIds: [],
  skills: [],
  seniorities: [],
  salaryExpectation: null,
  salaryCurrency: 'PLN',
  workplaceTypes: [],
  cities: [],
  languages: [],
  mandatory: [],
  ...over,
});

const offer = (over: Partial<MatchOffer> = {}): MatchOffer => ({
  id: 1,
  categoryId: 12,
  mainCategoryId: 10,
  seniority: 'mid',
  workplaceType: 'hybrid',
  requiredSkills: [],
  salary: null,
  places: [KRAKOW],
  languages: [],
  ...over,
});

const criterion = (p: MatchPreferences, o: MatchOffer, name: string) =>
  scoreOffer(p, o).criteria.find((c) => c.criterion === name)!;

describe('scoreOffer', () => {
  it('leaves out criteria the candidate did not fill in, and has no percentage without any', () => {
    expect(scoreOffer(prefs(), offer())).toEqual({ percent: null, excluded: false, criteria: [] });
  });

  it('matches a category by the subcategory or its main category', () => {
    expect(criterion(prefs({ categoryIds: [10] }), offer(), 'categories')).toMatchObject({ met: true, score: 1 });
    expect(criterion(prefs({ categoryIds: [12] }), offer(), 'categories')).toMatchObject({ met: true });
    expect(criterion(prefs({ categoryIds: [99] }), offer(), 'categories')).toMatchObject({ met: false, score: 0 });
  });

  it('counts required skills covered at their level, a lower level as half', () => {
    const o = offer({
      requiredSkills: [
        { skillId: 1, name: 'TypeScript', level: 4 },
        { skillId: 2, name: 'React', level: 3 },
        { skillId: 3, name: 'SQL', level: 2 },
        { skillId: 4, name: 'Go', level: 3 },
      ],
    });
    const p = prefs({
      skills: [
        { skillId: 1, level: 5 },
        { skillId: 2, level: 3 },
        { skillId: 3, level: 1 },
      ],
    });
    const result = criterion(p, o, 'skills');
    expect(result).toMatchObject({ criterion: 'skills', covered: 2, required: 4, met: false, score: 2.5 / 4 });
    expect(result.criterion === 'skills' && result.skills).toEqual([
      { name: 'TypeScript', requiredLevel: 4, candidateLevel: 5, met: true },
      { name: 'React', requiredLevel: 3, candidateLevel: 3, met: true },
      { name: 'SQL', requiredLevel: 2, candidateLevel: 1, met: false },
      { name: 'Go', requiredLevel: 3, candidateLevel: null, met: false },
    ]);
    // An offer that asks for no skill is fully covered.
    expect(criterion(p, offer(), 'skills')).toMatchObject({ covered: 0, required: 0, met: true, score: 1 });
  });

  it("compares the salary in the candidate's currency using the offer's converted amounts", () => {
    const salary = { PLN: { min: 16_000, max: 20_000 }, EUR: { min: 3_700, max: 4_650 } };
    const inEur = criterion(prefs({ salaryExpectation: 4_500, salaryCurrency: 'EUR' }), offer({ salary }), 'salary');
    expect(inEur).toMatchObject({ met: true, score: 1, currency: 'EUR', offerFrom: 3_700, offerTo: 4_650 });
    const tooHigh = criterion(prefs({ salaryExpectation: 5_000, salaryCurrency: 'EUR' }), offer({ salary }), 'salary');
    expect(tooHigh.met).toBe(false);
    expect(tooHigh.score).toBeCloseTo((4_650 / 5_000 - 0.7) / 0.3);
    const far = criterion(prefs({ salaryExpectation: 40_000 }), offer({ salary }), 'salary');
    expect(far).toMatchObject({ met: false, score: 0 });
    const undisclosed = criterion(prefs({ salaryExpectation: 10_000 }), offer(), 'salary');
    expect(undisclosed).toMatchObject({ met: false, score: 0.5, offerFrom: null, offerTo: null });
  });

  it('scores the workplace mode, hybrid half-way', () => {
    expect(criterion(prefs({ workplaceTypes: ['hybrid'] }), offer(), 'workplace')).toMatchObject({
      met: true,
      score: 1,
    });
    expect(criterion(prefs({ workplaceTypes: ['remote'] }), offer(), 'workplace')).toMatchObject({
      met: false,
      score: 0.5,
    });
    expect(
      criterion(prefs({ workplaceTypes: ['remote'] }), offer({ workplaceType: 'office' }), 'workplace'),
    ).toMatchObject({ met: false, score: 0 });
  });

  it('scores seniority, a neighbouring level half', () => {
    expect(criterion(prefs({ seniorities: ['mid'] }), offer(), 'seniority')).toMatchObject({ met: true, score: 1 });
    expect(criterion(prefs({ seniorities: ['senior'] }), offer(), 'seniority')).toMatchObject({
      met: false,
      score: 0.5,
    });
    expect(criterion(prefs({ seniorities: ['c_level'] }), offer(), 'seniority')).toMatchObject({ score: 0 });
  });

  it('measures the distance from the nearest office to the nearest preferred city', () => {
    expect(distanceKm(WARSAW, KRAKOW)).toBeGreaterThan(250);
    expect(distanceKm(WARSAW, KRAKOW)).toBeLessThan(260);
    const near = criterion(prefs({ cities: [WARSAW] }), offer({ places: [KRAKOW, PIASECZNO] }), 'cities');
    expect(near).toMatchObject({ met: true, score: 1, nearestCity: 'Warszawa', remote: false });
    expect(near.criterion === 'cities' && near.distanceKm).toBe(17);
    const far = criterion(prefs({ cities: [WARSAW] }), offer(), 'cities');
    expect(far).toMatchObject({ met: false, score: 0 });
    const remote = criterion(prefs({ cities: [WARSAW] }), offer({ workplaceType: 'remote' }), 'cities');
    expect(remote).toMatchObject({ met: true, score: 1, remote: true });
  });

  it('compares language levels', () => {
    const o = offer({
      languages: [
        { code: 'en', level: 'b2' },
        { code: 'de', level: 'b1' },
      ],
    });
    expect(criterion(prefs({ languages: [{ code: 'en', level: 'c1' }] }), o, 'languages')).toMatchObject({
      covered: 1,
      required: 2,
      score: 0.5,
      met: false,
    });
    // Offers asking for no language leave the criterion out.
    expect(scoreOffer(prefs({ languages: [{ code: 'en', level: 'c1' }] }), offer()).criteria).toEqual([]);
  });

  it('weights the criteria into whole points that add up to the percentage', () => {
    const p = prefs({ categoryIds: [10], seniorities: ['senior'], workplaceTypes: ['office'] });
    // Weights 20, 15 and 10 of 45 are 44.4, 33.3 and 22.2 of 100 points: 45, 33 and 22 (the largest
    // fraction takes the point left). Category met (45), workplace half (16.5), seniority half (11):
    // 72.5 rounds to 73, and the half point goes to the larger fraction.
    const result = scoreOffer(p, offer());
    expect(result.criteria.map((c) => [c.criterion, c.points, c.maxPoints])).toEqual([
      ['categories', 45, 45],
      ['workplace', 17, 33],
      ['seniority', 11, 22],
    ]);
    expect(result.percent).toBe(73);
    expect(scoreOffer(prefs({ categoryIds: [10] }), offer()).percent).toBe(100);
  });

  it('excludes an offer that fails a mandatory criterion, but not a criterion that is not mandatory', () => {
    const p = prefs({ categoryIds: [10], workplaceTypes: ['remote'] });
    expect(scoreOffer(p, offer()).excluded).toBe(false);
    const strict = scoreOffer({ ...p, mandatory: ['workplace'] }, offer());
    expect(strict.excluded).toBe(true);
    expect(strict.criteria.find((c) => c.criterion === 'workplace')).toMatchObject({ mandatory: true, met: false });
    // A mandatory criterion without a preference cannot fail.
    expect(scoreOffer({ ...p, mandatory: ['salary'] }, offer()).excluded).toBe(false);
  });
});

describe('roundToTotal', () => {
  it('rounds down and gives the missing points to the largest fractions', () => {
    expect(roundToTotal([33.3, 33.3, 33.4], 100)).toEqual([33, 33, 34]);
    expect(roundToTotal([10, 16.5, 11], 38)).toEqual([10, 17, 11]);
    // A whole part never takes a point.
    expect(roundToTotal([20, 0, 0.6], 21)).toEqual([20, 0, 1]);
  });
});

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const latitude = fc.double({ min: 49, max: 55, noNaN: true });
const longitude = fc.double({ min: 14, max: 24.2, noNaN: true });
const place = fc.record({ name: fc.constantFrom('A', 'B', 'C'), latitude, longitude });
const arbitraryPreferences: fc.Arbitrary<MatchPreferences> = fc.record({
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  skills: fc.uniqueArray(
    fc.record({ skillId: fc.integer({ min: 1, max: 8 }), level: fc.integer({ min: 1, max: 5 }) }),
    {
      maxLength: 6,
      selector: (s) => s.skillId,
    },
  ),
  seniorities: fc.uniqueArray(pick(SENIORITIES), { maxLength: 3 }),
  salaryExpectation: fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: null }),
  salaryCurrency: pick(SALARY_CURRENCIES),
  workplaceTypes: fc.uniqueArray(pick(WORKPLACE_TYPES), { maxLength: 3 }),
  cities: fc.array(fc.record({ id: fc.nat(), name: fc.string(), latitude, longitude }), {
    maxLength: 3,
  }),
  languages: fc.uniqueArray(fc.record({ code: fc.constantFrom('en', 'de', 'pl'), level: pick(LANGUAGE_LEVELS) }), {
    maxLength: 3,
    selector: (l) => l.code,
  }),
  mandatory: fc.uniqueArray(pick(MATCH_CRITERIA), { maxLength: 3 }),
});
const range = fc.option(
  fc.record({
    min: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
    max: fc.option(fc.integer({ min: 1, max: 80_000 }), { nil: null }),
  }),
  { nil: undefined },
);
const arbitraryOffer: fc.Arbitrary<MatchOffer> = fc.record({
  id: fc.nat(),
  categoryId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  mainCategoryId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  seniority: pick(SENIORITIES),
  workplaceType: pick(WORKPLACE_TYPES),
  requiredSkills: fc.uniqueArray(
    fc.record({ skillId: fc.integer({ min: 1, max: 8 }), name: fc.string(), level: fc.integer({ min: 1, max: 5 }) }),
    { maxLength: 6, selector: (s) => s.skillId },
  ),
  salary: fc.option(fc.record({ PLN: range, EUR: range, USD: range, GBP: range, CHF: range }), { nil: null }),
  places: fc.array(place, { maxLength: 3 }),
  languages: fc.uniqueArray(fc.record({ code: fc.constantFrom('en', 'de', 'pl'), level: pick(LANGUAGE_LEVELS) }), {
    maxLength: 3,
    selector: (l) => l.code,
  }),
});

describe('the explanation adds up to the score', () => {
  it('over generated preferences and offers, the points add up to the percentage and the shares to 100', () => {
    fc.assert(
      fc.property(arbitraryPreferences, arbitraryOffer, (p, o) => {
        const result = scoreOffer(p, o);
        // Nothing chosen: no percentage. (The property must not return the assertion: fast-check takes any
        // answer but true or nothing as a failure.)
        if (!result.criteria.length) {
          expect(result.percent).toBeNull();
          return;
        }
        const sum = (f: (c: (typeof result.criteria)[number]) => number) =>
          result.criteria.reduce((total, c) => total + f(c), 0);
        expect(sum((c) => c.points)).toBe(result.percent);
        expect(sum((c) => c.maxPoints)).toBe(100);
        for (const c of result.criteria) {
          expect(Number.isInteger(c.points) && Number.isInteger(c.maxPoints)).toBe(true);
          expect(c.points).toBeGreaterThanOrEqual(0);
          expect(c.points).toBeLessThanOrEqual(c.maxPoints);
          // The mark and the points agree: met in full earns the whole share, not at all earns nothing.
          if (c.score === 1) expect(c.points).toBe(c.maxPoints);
          if (c.score === 0) expect(c.points).toBe(0);
          if (c.met) expect(c.score).toBe(1);
        }
        // The whole shares follow the weights: none is more than a point away from its exact share.
        const weights = sum((c) => c.weight);
        for (const c of result.criteria) expect(Math.abs(c.maxPoints - (100 * c.weight) / weights)).toBeLessThan(1);
        // And the percentage stays the weighted score: within a point and a half of the exact value.
        const exact = (100 * sum((c) => c.weight * c.score)) / weights;
        expect(Math.abs(result.percent! - exact)).toBeLessThanOrEqual(1.5);
        expect(result.criteria.every((c) => c.weight === CRITERION_WEIGHTS[c.criterion])).toBe(true);
      }),
      {
        numRuns: 2000,
        // Always tried: nothing chosen (the generators reach it about once in ten thousand runs).
        examples: [[prefs(), offer({ id: 0, categoryId: null, mainCategoryId: null, places: [] })]],
      },
    );
  });
});
