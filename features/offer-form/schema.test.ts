import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { LANGUAGE_LEVELS as DB_LANGUAGE_LEVELS } from '@/lib/db/schema/offers';
import { COMPANY_SIZES as DB_COMPANY_SIZES } from '@/lib/db/schema/companies';
import { OFFER_FORM_BOUNDS } from './config';
import { COMPANY_SIZES, LANGUAGE_LEVELS } from './options';
import { defaultOfferFormValues } from './default-values';
import { OFFER_FORM_CATALOGUE_MESSAGES, OFFER_FORM_MESSAGES } from './form-messages';
import { offerFormIssues, offerFormSchema } from './form-rules';
import { promoCodeSchema, type OfferFormContext, type OfferFormValues } from './schema';

const NOW = new Date('2026-11-24T10:00:00Z');
const CATEGORIES = [
  { key: 'backend', parentKey: null },
  { key: 'java', parentKey: 'backend' },
  { key: 'python', parentKey: 'backend' },
  { key: 'testing', parentKey: null },
];
const CLAUSE = 'Administratorem Twoich danych osobowych jest Acme sp. z o.o. z siedzibą w Warszawie, ul. Prosta 1.';

/** A complete, valid offer: every full rule passes. */
export function validValues(): OfferFormValues {
  return {
    ...defaultOfferFormValues(),
    companyLogo: { url: 'https://cdn.example.com/logo.png', thumbUrl: null },
    companyName: 'Acme',
    companySize: '26-50',
    companyWebsite: 'https://acme.example.com',
    applicationType: 'email',
    applicationTypeUri: 'jobs@acme.example.com',
    informationClauseText: CLAUSE,
    contactName: 'Anna Nowak',
    contactEmail: 'anna@acme.example.com',
    contactPhone: '+48 600 100 200',
    jobCategory: 'backend',
    jobSubcategory: 'java',
    jobCategoryKey: 'java',
    jobDescription: '<p>We build things.</p>',
    locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: 52.23, longitude: 21.01 }],
    jobPositionName: 'Java Developer',
    jobPositionExperience: 'mid',
    primarySalary: { employmentType: 'b2b', from: '15000', to: '22000', salaryType: '' },
    requiredSkills: [{ id: 1, name: 'Java', level: 4 }],
    optionalSkills: [{ id: 2, name: 'Kotlin', level: 2 }],
    workingPlace: 'hybrid',
    workingTime: 'full_time',
  };
}

const full: OfferFormContext = { strength: 'full', categories: CATEGORIES, now: NOW };
const draft: OfferFormContext = { ...full, strength: 'draft' };

function messagesAt(values: OfferFormValues, context = full): Record<string, string> {
  return Object.fromEntries(offerFormIssues(values, context).map((i) => [i.path.join('.'), i.message]));
}

type Row = [field: string, patch: Partial<OfferFormValues>, expected: string | null, context?: OfferFormContext];
const png = (size: number, name = 'logo.PNG', type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const longText = (n: number) => 'a'.repeat(n);

const TABLE: Row[] = [
  // companyLogo
  ['companyLogo', { companyLogo: null }, 'required'],
  ['companyLogo', { companyLogo: png(10) }, null],
  ['companyLogo', { companyLogo: png(10, 'logo.JPEG', 'image/jpeg') }, null],
  ['companyLogo', { companyLogo: png(10, 'logo.gif', 'image/gif') }, 'logoType'],
  ['companyLogo', { companyLogo: png(10, 'logo.png', 'image/gif') }, 'logoType'],
  ['companyLogo', { companyLogo: png(0) }, 'logoCorrupted'],
  ['companyLogo', { companyLogo: png(OFFER_FORM_BOUNDS.logoMaxBytes) }, null],
  ['companyLogo', { companyLogo: png(OFFER_FORM_BOUNDS.logoMaxBytes + 1) }, 'logoTooLarge'],
  ['companyLogo', { companyLogo: { url: '' } }, 'logoReAdd'],
  // companyName
  ['companyName', { companyName: '' }, 'required'],
  ['companyName', { companyName: '   ' }, 'required'],
  ['companyName', { companyName: 'A' }, 'tooShort'],
  ['companyName', { companyName: longText(121) }, 'tooLong'],
  // companySize
  ['companySize', { companySize: '' }, 'required'],
  ['companySize', { companySize: '12' }, 'invalidOption'],
  ['companySize', { companySize: '501+' }, null],
  // companyWebsite
  ['companyWebsite', { companyWebsite: '' }, 'required'],
  ['companyWebsite', { companyWebsite: 'acme.com' }, 'websiteScheme'],
  ['companyWebsite', { companyWebsite: 'ftp://acme.com' }, 'websiteScheme'],
  ['companyWebsite', { companyWebsite: 'https://acme .com' }, 'websiteSpaces'],
  ['companyWebsite', { companyWebsite: 'http://acme.com/careers' }, null],
  // application
  ['applicationType', { applicationType: '' }, 'required'],
  ['applicationType', { applicationType: 'fax' }, 'invalidOption'],
  ['applicationTypeUri', { applicationTypeUri: '' }, 'required'],
  ['applicationTypeUri', { applicationTypeUri: 'not-an-email' }, 'invalidEmail'],
  ['applicationTypeUri', { applicationTypeUri: 'a b@c.pl' }, 'invalidEmail'],
  ['applicationTypeUri', { applicationType: 'url', applicationTypeUri: 'https://acme.com/apply' }, null],
  ['applicationTypeUri', { applicationType: 'url', applicationTypeUri: 'https://acme.com/a b' }, 'websiteSpaces'],
  ['applicationTypeUri', { applicationType: 'url', applicationTypeUri: 'jobs@acme.com' }, 'invalidUrl'],
  // information clause and consents
  ['informationClauseText', { informationClauseText: '' }, 'required'],
  ['informationClauseText', { informationClauseText: 'Too short clause' }, 'tooShort'],
  ['informationClauseText', { informationClauseText: `${CLAUSE} {company}` }, 'clauseForbiddenToken'],
  ['informationClauseText', { informationClauseText: `${CLAUSE} <SCRIPT>` }, 'clauseForbiddenToken'],
  ['futureConsentText', { futureConsentEnabled: false, futureConsentText: '' }, null],
  ['futureConsentText', { futureConsentEnabled: true, futureConsentText: '' }, 'required'],
  ['futureConsentText', { futureConsentEnabled: true, futureConsentText: 'I agree.' }, 'tooShort'],
  [
    'futureConsentText',
    { futureConsentEnabled: true, futureConsentText: 'I agree to future recruitment processes.' },
    'consentPlaceholderMissing',
  ],
  [
    'futureConsentText',
    { futureConsentEnabled: true, futureConsentText: 'I agree that {company} keeps my data for later.' },
    null,
  ],
  ['customConsentText', { customConsentEnabled: true, customConsentText: 'x'.repeat(30) }, 'consentPlaceholderMissing'],
  // contact
  ['contactName', { contactName: '' }, 'required'],
  ['contactName', { contactName: 'Ann' }, 'tooShort'],
  ['contactName', { contactName: 'Annabelle' }, 'contactNameTwoWords'],
  ['contactEmail', { contactEmail: '' }, 'required'],
  ['contactEmail', { contactEmail: 'anna@' }, 'invalidEmail'],
  ['contactPhone', { contactPhone: '' }, null],
  ['contactPhone', { contactPhone: '600 100' }, 'invalidPhone'],
  ['contactPhone', { contactPhone: '600-100-200' }, null],
  ['contactPhone', { contactPhone: '+48600100200' }, null],
  ['contactPhone', { contactPhone: '+48 (22) 555 12 34' }, null],
  ['contactPhone', { contactPhone: 'call 600100200' }, 'invalidPhone'],
  ['contactPhone', { contactPhone: '++48 600 100 200' }, 'invalidPhone'],
  ['contactPhone', { contactPhone: '600100200 ext. 5' }, 'invalidPhone'],
  // category
  ['jobCategory', { jobCategory: '', jobSubcategory: '' }, 'required'],
  ['jobCategory', { jobCategory: 'cooking', jobSubcategory: '' }, 'unknownCategory'],
  ['jobSubcategory', { jobCategory: 'backend', jobSubcategory: '' }, 'subcategoryRequired'],
  ['jobSubcategory', { jobCategory: 'backend', jobSubcategory: 'testing' }, 'unknownCategory'],
  ['jobCategory', { jobCategory: 'testing', jobSubcategory: '' }, null],
  // description
  ['jobDescription', { jobDescription: '' }, 'descriptionEmpty'],
  ['jobDescription', { jobDescription: '<p> &nbsp; </p><p></p>' }, 'descriptionEmpty'],
  ['jobDescription', { jobDescription: '<p><img src="https://x.pl/a.jpg"></p>' }, null],
  ['jobDescription', { jobDescription: '<p>x<img src="data:image/jpeg;base64,AAAA"></p>' }, null],
  ['jobDescription', { jobDescription: '<p>x<img src="a.jpg"><img src="b.jpg"></p>' }, 'descriptionTooManyImages'],
  ['jobDescription', { jobDescription: '<p>x<img src="data:image/png;base64,AAAA"></p>' }, 'descriptionImageNotJpeg'],
  ['jobDescription', { jobDescription: `<p>${longText(OFFER_FORM_BOUNDS.descriptionMax)}</p>` }, 'tooLong'],
  // locations
  ['locations', { locations: [] }, 'required'],
  [
    'locations.0.city',
    { locations: [{ city: 'Atlantyda', street: 'Zatopiona 1', countryCode: 'PL', latitude: null, longitude: null }] },
    'addressNotFound',
  ],
  [
    'locations.0.street',
    { locations: [{ city: 'Warszawa', street: '', countryCode: 'PL', latitude: 52, longitude: 21 }] },
    'required',
  ],
  [
    'locations.0.countryCode',
    { locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'POL', latitude: 52, longitude: 21 }] },
    'invalidOption',
  ],
  [
    'locations',
    {
      locations: [
        { city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: 52, longitude: 21 },
        { city: 'Kraków', street: 'Rynek 1', countryCode: 'PL', latitude: 50, longitude: 19 },
      ],
    },
    'tooManyLocations',
    { ...full, limits: { maxLocationsCount: 1 } },
  ],
  // position
  ['jobPositionName', { jobPositionName: '' }, 'required'],
  ['jobPositionName', { jobPositionName: 'Dev' }, 'tooShort'],
  ['jobPositionName', { jobPositionName: longText(101) }, 'tooLong'],
  ['jobPositionName', { jobPositionName: 'QA 123 Lead' }, 'positionNameLowercase'],
  ['jobPositionName', { jobPositionName: 'SENIOR JAVA DEVeloper' }, 'positionNameUppercase'],
  ['jobPositionName', { jobPositionName: 'SENIOR JAVA developer' }, null],
  ['jobPositionName', { jobPositionName: 'Programista/ka Java' }, null],
  ['jobPositionExperience', { jobPositionExperience: '' }, 'required'],
  ['jobPositionExperience', { jobPositionExperience: 'guru' }, 'invalidOption'],
  [
    'jobPositionExperience',
    { jobPositionExperience: 'expert' },
    'seniorityNotInPlan',
    { ...full, limits: { seniority: ['junior', 'mid'] } },
  ],
  // skills
  ['requiredSkills', { requiredSkills: [] }, 'skillsRequiredMin'],
  [
    'requiredSkills',
    { requiredSkills: Array.from({ length: 21 }, (_, i) => ({ id: i + 1, name: `Skill ${i}`, level: 3 })) },
    'skillsTooMany',
  ],
  ['requiredSkills.0.name', { requiredSkills: [{ id: null, name: longText(51), level: 3 }] }, 'tooLong'],
  ['requiredSkills.0.level', { requiredSkills: [{ id: 1, name: 'Java', level: 9 }] }, 'invalidOption'],
  ['optionalSkills.0.name', { optionalSkills: [{ id: null, name: 'JAVA', level: 2 }] }, 'skillDuplicate'],
  [
    'requiredSkills.1.name',
    {
      requiredSkills: [
        { id: 1, name: 'Java', level: 4 },
        { id: 1, name: 'java ', level: 3 },
      ],
    },
    'skillDuplicate',
  ],
  // working mode
  ['workingPlace', { workingPlace: '' }, 'required'],
  ['workingPlace', { workingPlace: 'moon' }, 'invalidOption'],
  ['workingTime', { workingTime: 'undetermined' }, 'required'],
  ['workingTime', { workingTime: 'weekends' }, 'invalidOption'],
  // salary
  ['salaryCurrency', { salaryCurrency: '' }, 'required'],
  ['salaryCurrency', { salaryCurrency: 'BTC' }, 'invalidOption'],
  ['salaryUnit', { salaryUnit: 'week' }, 'invalidOption'],
  [
    'primarySalary.employmentType',
    { primarySalary: { employmentType: '', from: '', to: '', salaryType: '' } },
    'required',
  ],
  [
    'primarySalary.from',
    { primarySalary: { employmentType: 'b2b', from: '-5', to: '10', salaryType: '' } },
    'positiveNumber',
  ],
  [
    'primarySalary.to',
    { primarySalary: { employmentType: 'b2b', from: '5', to: 'abc', salaryType: '' } },
    'positiveNumber',
  ],
  [
    'primarySalary.to',
    { primarySalary: { employmentType: 'b2b', from: '20000', to: '10000', salaryType: '' } },
    'salaryFromAboveTo',
  ],
  [
    'primarySalary.to',
    { primarySalary: { employmentType: 'b2b', from: '10000', to: '30001', salaryType: '' } },
    'salaryToTooHigh',
  ],
  ['primarySalary.to', { primarySalary: { employmentType: 'b2b', from: '10000', to: '30000', salaryType: '' } }, null],
  ['primarySalary.to', { primarySalary: { employmentType: 'b2b', from: '0', to: '0', salaryType: '' } }, null],
  [
    'primarySalary.to',
    { primarySalary: { employmentType: 'b2b', from: '10000', to: '', salaryType: '' } },
    'salaryRangeIncomplete',
  ],
  ['primarySalary.to', { primarySalary: { employmentType: 'b2b', from: '', to: '', salaryType: '' } }, null],
  [
    'primarySalary.salaryType',
    { primarySalary: { employmentType: 'any', from: '1', to: '2', salaryType: '' } },
    'salaryTypeRequired',
  ],
  [
    'primarySalary.salaryType',
    { primarySalary: { employmentType: 'any', from: '1', to: '2', salaryType: 'net' } },
    null,
  ],
  [
    'additionalSalary.employmentType',
    { secondSalaryActive: true, additionalSalary: { employmentType: 'b2b', from: '1', to: '2', salaryType: '' } },
    'salaryBlocksInconsistent',
  ],
  [
    'additionalSalary.from',
    { secondSalaryActive: true, additionalSalary: { employmentType: 'permanent', from: '', to: '', salaryType: '' } },
    'salaryBlocksInconsistent',
  ],
  [
    'additionalSalary.to',
    {
      secondSalaryActive: true,
      additionalSalary: { employmentType: 'permanent', from: '12000', to: '18000', salaryType: '' },
    },
    null,
  ],
  [
    'additionalSalary.employmentType',
    { secondSalaryActive: false, additionalSalary: { employmentType: 'b2b', from: 'x', to: '', salaryType: '' } },
    null,
  ],
  // languages
  [
    'languages',
    { languages: ['en', 'de', 'fr', 'es', 'it', 'pl'].map((code) => ({ code, level: 'b2' })) },
    'languagesTooMany',
  ],
  ['languages.0.level', { languages: [{ code: 'en', level: 'd1' }] }, 'invalidOption'],
  ['languages.0.level', { languages: [{ code: 'en', level: '' }] }, 'required'],
  ['languages.0.code', { languages: [{ code: '', level: 'b2' }] }, 'required'],
  [
    'languages.1.code',
    {
      languages: [
        { code: 'en', level: 'b2' },
        { code: 'EN', level: 'c1' },
      ],
    },
    'languageDuplicate',
  ],
  ['languages.0.code', { languages: [{ code: '', level: '' }] }, null],
  ['languages.0.level', { languages: [{ code: 'en', level: 'C1' }] }, null],
  // expiry
  ['expiredAt', { expiredAt: '' }, null],
  ['expiredAt', { expiredAt: 'tomorrow' }, 'invalidDate'],
  ['expiredAt', { expiredAt: '2026-11-20T10:00:00Z' }, 'pastDate'],
  ['expiredAt', { expiredAt: '2027-06-01T10:00:00Z' }, 'maxDate'],
  ['expiredAt', { expiredAt: '2026-12-20T10:00:00Z' }, null],
];

describe('offer form schema (spec 5)', () => {
  it('accepts a complete offer', () => {
    expect(offerFormIssues(validValues(), full)).toEqual([]);
    expect(offerFormSchema(full).safeParse(validValues()).success).toBe(true);
  });

  it.each(TABLE)('%s: %j → %s', (field, patch, expected, context) => {
    const found = messagesAt({ ...validValues(), ...patch }, context ?? full);
    expect(found[field] ?? null).toBe(expected);
  });

  it('is looser for drafts: an empty form passes, but a filled invalid value does not', () => {
    expect(offerFormIssues(defaultOfferFormValues(), draft)).toEqual([]);
    const found = messagesAt(
      {
        ...defaultOfferFormValues(),
        companyWebsite: 'acme.com',
        primarySalary: { employmentType: 'b2b', from: '-1', to: '', salaryType: '' },
      },
      draft,
    );
    expect(found).toEqual({ companyWebsite: 'websiteScheme', 'primarySalary.from': 'positiveNumber' });
  });

  it('answers zod issues with the field path, the message key and its values (for the resolver)', () => {
    const result = offerFormSchema(full).safeParse({ ...validValues(), contactName: 'Anna', jobPositionName: '' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params])).toEqual([
      ['contactName', 'tooShort', { min: 5 }],
      ['jobPositionName', 'required', undefined],
    ]);
  });

  it('words a badly formatted phone as a phone, whatever its length', () => {
    for (const phone of ['12', '600 700', '+48 600 700 800 900 100 200', 'call me please'])
      expect(messagesAt({ ...validValues(), contactPhone: phone }, draft), phone).toEqual({
        contactPhone: 'invalidPhone',
      });
  });

  it('validates codes as typed', () => {
    expect(promoCodeSchema.safeParse(' WAKAT-2026 ').data).toBe('WAKAT-2026');
    for (const bad of ['', 'ab', 'x y z', 'a'.repeat(65), 'kod!'])
      expect(promoCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe('codeIncorrect');
  });

  it('has every message in both languages: the shared ones in the catalogue, the offer’s own in its namespace', () => {
    for (const messages of [en, pl]) {
      const catalogue = messages.errors.validation as unknown as Record<string, string>;
      const own = messages.offerForm.errors as Record<string, string>;
      for (const key of OFFER_FORM_CATALOGUE_MESSAGES) expect(catalogue[key], key).toBeTruthy();
      for (const key of OFFER_FORM_MESSAGES.filter(
        (k) => !(OFFER_FORM_CATALOGUE_MESSAGES as readonly string[]).includes(k),
      ))
        expect(own[key], key).toBeTruthy();
      // One wording per rule: a shared rule is not worded a second time in the offer's namespace.
      for (const key of OFFER_FORM_CATALOGUE_MESSAGES) expect(own[key], key).toBeUndefined();
    }
  });

  it('keeps the option copies in line with the database schema', () => {
    expect(COMPANY_SIZES).toEqual(DB_COMPANY_SIZES);
    expect(LANGUAGE_LEVELS).toEqual(DB_LANGUAGE_LEVELS);
  });
});
