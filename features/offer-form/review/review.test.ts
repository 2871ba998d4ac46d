import { completeness, COMPLETENESS_POINTS } from './completeness';
import { checkGenderNeutralTitle } from './gender-neutral-title';
import { postingFieldReport, previewJobPosting } from './job-posting-preview';
import { checkPayTransparency } from './pay-transparency';
import type { ReviewInput } from './review-input';
import { findWideSalaries, WIDE_SALARY_RATIO } from './salary-spread';

const base: ReviewInput = {
  title: 'Programista/Programistka Java',
  body: `<p>${'Budujemy system płatności dla banków. '.repeat(20)}</p>`,
  companyName: 'Acme',
  companyWebsite: 'https://acme.example',
  hasLogo: true,
  workplaceType: 'hybrid',
  workingTime: 'full_time',
  applyUrl: null,
  locations: [{ city: 'Kraków', street: 'Rynek 1', countryCode: 'PL', latitude: 50.06, longitude: 19.94 }],
  employmentTypes: [{ type: 'b2b', currency: 'PLN', salary: { from: 20000, to: 25000, unit: 'month' } }],
  requiredSkills: 2,
  optionalSkills: 1,
  languages: 1,
  expiredAt: '2027-01-01T00:00:00.000Z',
};

describe('checkPayTransparency', () => {
  it('passes an ad with pay on every employment type', () => {
    expect(checkPayTransparency(base)).toEqual({ status: 'ok' });
  });
  it('flags an ad with no pay at all, as a legal duty for employment contracts', () => {
    expect(checkPayTransparency({ employmentTypes: [{ type: 'permanent', currency: 'PLN', salary: null }] })).toEqual({
      status: 'missing',
      legalDuty: true,
    });
    expect(checkPayTransparency({ employmentTypes: [] })).toEqual({ status: 'missing', legalDuty: true });
  });
  it('flags B2B without pay as missing but outside the Labour Code', () => {
    expect(checkPayTransparency({ employmentTypes: [{ type: 'b2b', currency: 'PLN', salary: null }] })).toEqual({
      status: 'missing',
      legalDuty: false,
    });
  });
  it('counts a range with both ends empty as no pay, and names the types missing it', () => {
    expect(
      checkPayTransparency({
        employmentTypes: [
          { type: 'b2b', currency: 'PLN', salary: { from: 1, to: 2, unit: 'month' } },
          { type: 'permanent', currency: 'PLN', salary: { from: null, to: null, unit: 'month' } },
        ],
      }),
    ).toEqual({ status: 'partial', without: ['permanent'], legalDuty: true });
  });
});

describe('checkGenderNeutralTitle', () => {
  it.each([
    ['Programista Java', ['Programista/Programistka Java', 'Programista Java (K/M)']],
    [
      'Starszy specjalista ds. sieci',
      ['Starszy specjalista/specjalistka ds. sieci', 'Starszy specjalista ds. sieci (K/M)'],
    ],
    ['Kierownik projektu IT', ['Kierownik/Kierowniczka projektu IT', 'Kierownik projektu IT (K/M)']],
    ['TESTER manualny', ['TESTER/Testerka manualny', 'TESTER manualny (K/M)']],
    ['Inżynier DevOps', ['Inżynier/Inżynierka DevOps', 'Inżynier DevOps (K/M)']],
    ['Główny KSIĘGOWY', ['Główny KSIĘGOWY/Księgowa', 'Główny KSIĘGOWY (K/M)']],
  ])('flags %s with neutral alternatives', (title, suggestions) => {
    const check = checkGenderNeutralTitle(title);
    expect(check.flagged).toBe(true);
    expect(check.suggestions).toEqual(suggestions);
  });
  it.each([
    'Programista/ka Java',
    'Programista/-ka Java',
    'Programista Java (k/m)',
    'Programista Java (M/K)',
    'Tester (m/f/d)',
    'Programista / Programistka Java',
    'Programistka Java i Programista Java',
    'Osoba na stanowisku programisty',
    'OSOBA PROGRAMUJĄCA W JAVIE',
    'INŻYNIER/KA DevOps',
    'Senior Java Developer',
    'Product Owner',
    '',
  ])('does not flag %j', (title) => {
    expect(checkGenderNeutralTitle(title).flagged).toBe(false);
  });
  it('matches whole words only', () => {
    expect(checkGenderNeutralTitle('Testerski zespół Java').flagged).toBe(false);
  });
});

describe('findWideSalaries', () => {
  it('flags a range whose upper end is far above its lower end', () => {
    expect(
      findWideSalaries({
        employmentTypes: [
          { type: 'b2b', currency: 'PLN', salary: { from: 10000, to: 25000, unit: 'month' } },
          { type: 'permanent', currency: 'PLN', salary: { from: 10000, to: 10000 * WIDE_SALARY_RATIO, unit: 'month' } },
          { type: 'internship', currency: 'PLN', salary: null },
        ],
      }),
    ).toEqual([{ type: 'b2b', currency: 'PLN', from: 10000, to: 25000, ratio: 2.5 }]);
  });
  it('ignores one-ended and zero ranges', () => {
    expect(
      findWideSalaries({
        employmentTypes: [
          { type: 'b2b', currency: 'PLN', salary: { from: 0, to: 25000, unit: 'month' } },
          { type: 'b2b', currency: 'PLN', salary: { from: 1000, to: null, unit: 'month' } },
        ],
      }),
    ).toEqual([]);
  });
});

describe('JobPosting preview', () => {
  const at = {
    now: new Date('2026-11-24T10:00:00Z'),
    pageUrl: 'https://wakat.test/job-offer/x',
    logoUrl: 'https://wakat.test/l.png',
    guid: 'g-1',
    durationInDays: null as number | null,
  };
  it('builds the posting the offer page will publish and marks every required and recommended field present', () => {
    const posting = previewJobPosting(base, at);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: base.title,
      datePosted: '2026-11-24T10:00:00.000Z',
      validThrough: base.expiredAt,
      baseSalary: { currency: 'PLN', value: { minValue: 20000, maxValue: 25000, unitText: 'MONTH' } },
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
    });
    const report = postingFieldReport(posting, base);
    expect(report.filter((f) => !f.present)).toEqual([]);
    expect(report.filter((f) => f.level === 'required').map((f) => f.key)).toEqual([
      'title',
      'description',
      'datePosted',
      'hiringOrganization.name',
      'hiringOrganization.logo',
      'jobLocation',
    ]);
  });
  it('marks what a bare ad lacks: salary, expiry, logo, description; remote needs the country requirement', () => {
    const bare: ReviewInput = {
      ...base,
      body: '<p></p>',
      hasLogo: false,
      companyWebsite: null,
      workplaceType: 'remote',
      locations: [],
      employmentTypes: [{ type: 'permanent', currency: 'PLN', salary: null }],
      expiredAt: null,
    };
    const missing = postingFieldReport(previewJobPosting(bare, at), bare).filter((f) => !f.present);
    expect(missing.map((f) => `${f.level}:${f.key}`)).toEqual([
      'required:description',
      'required:hiringOrganization.logo',
      'recommended:baseSalary',
      'recommended:validThrough',
      'recommended:hiringOrganization.sameAs',
    ]);
  });

  it("ends a publication with no expiry chosen after the plan's duration, as publishing does", () => {
    const open = { ...base, expiredAt: null };
    // Without a known plan there is nothing to show.
    expect(previewJobPosting(open, at).validThrough).toBeUndefined();
    const posting = previewJobPosting(open, { ...at, durationInDays: 30 });
    expect(posting.validThrough).toBe('2026-12-24T10:00:00.000Z');
    expect(postingFieldReport(posting, open).find((f) => f.key === 'validThrough')?.present).toBe(true);
    // A chosen expiry wins over the plan's duration.
    expect(previewJobPosting(base, { ...at, durationInDays: 30 }).validThrough).toBe(base.expiredAt);
  });
});

describe('completeness', () => {
  it('gives a full ad 100 and nothing to raise', () => {
    expect(completeness(base)).toEqual({ score: 100, missing: [] });
  });
  it('names what would raise the score, the largest gain first, with the step to fix it', () => {
    const result = completeness({
      ...base,
      title: 'Programista Java',
      body: '<p>Krótko.</p>',
      employmentTypes: [{ type: 'b2b', currency: 'PLN', salary: null }],
      hasLogo: false,
    });
    expect(result.missing).toEqual([
      { item: 'salary', points: COMPLETENESS_POINTS.salary, step: 'salary' },
      { item: 'description', points: COMPLETENESS_POINTS.description, step: 'description' },
      { item: 'logo', points: COMPLETENESS_POINTS.logo, step: 'company' },
      { item: 'neutralTitle', points: COMPLETENESS_POINTS.neutralTitle, step: 'position' },
    ]);
    expect(result.score).toBe(100 - 35 - 20 - 10 - 8);
  });
  it('does not ask a remote ad for a location', () => {
    expect(completeness({ ...base, workplaceType: 'remote', locations: [] }).missing).toEqual([]);
  });
});
