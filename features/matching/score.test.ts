import { distanceKm, scoreOffer, type MatchOffer, type MatchPreferences } from './score';

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

  it('weights the criteria into a percentage', () => {
    const p = prefs({ categoryIds: [10], seniorities: ['senior'], workplaceTypes: ['office'] });
    // categories 20×1 + workplace 15×0.5 + seniority 10×0.5 over 45.
    expect(scoreOffer(p, offer()).percent).toBe(Math.round((100 * (20 + 7.5 + 5)) / 45));
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
