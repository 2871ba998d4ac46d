import { defaultOfferFormValues } from './default-values';
import { type OfferFormValues } from './schema';
import { amountTypeOf, fromServerShape, toServerShape } from './server-shape';

const CATEGORIES = [
  { key: 'backend', parentKey: null },
  { key: 'java', parentKey: 'backend' },
];

function values(patch: Partial<OfferFormValues> = {}): OfferFormValues {
  return {
    ...defaultOfferFormValues(),
    companyLogo: { url: 'https://cdn.example.com/l.png', thumbUrl: 'https://cdn.example.com/t.png' },
    companyName: ' Acme ',
    companySize: '26-50',
    companyWebsite: 'https://acme.example.com',
    applicationType: 'email',
    applicationTypeUri: 'Jobs@Acme.Example.com',
    contactName: 'Anna Nowak',
    contactEmail: 'ANNA@acme.example.com',
    jobCategory: 'backend',
    jobSubcategory: 'java',
    jobPositionName: 'Java Developer',
    jobPositionExperience: 'mid',
    workingPlace: 'remote',
    workingTime: 'full_time',
    remoteInterview: true,
    primarySalary: { employmentType: 'b2b', from: '15000', to: '20000', salaryType: '' },
    requiredSkills: [{ id: 1, name: 'Java', level: 4 }],
    optionalSkills: [{ id: null, name: 'Kotlin', level: 2 }],
    ...patch,
  };
}

describe('values sent (spec 5)', () => {
  it('sends the primary salary only with both ends', () => {
    const both = toServerShape(values(), { draft: false });
    expect(both.employmentTypes).toEqual([
      {
        type: 'b2b',
        currency: 'PLN',
        amountType: 'net',
        currencySource: 'original',
        salary: { from: 15000, to: 20000, unit: 'month' },
        order: 0,
      },
    ]);
    const one = toServerShape(
      values({ primarySalary: { employmentType: 'permanent', from: '15000', to: '', salaryType: '' } }),
      {
        draft: true,
      },
    );
    expect(one.employmentTypes).toEqual([
      expect.objectContaining({ type: 'permanent', amountType: 'gross', salary: null }),
    ]);
  });

  it('sends the additional employment type only if chosen (and the second block is on)', () => {
    const off = toServerShape(
      values({ additionalSalary: { employmentType: 'permanent', from: '1', to: '2', salaryType: '' } }),
      { draft: false },
    );
    expect(off.employmentTypes).toHaveLength(1);
    const notChosen = toServerShape(values({ secondSalaryActive: true }), { draft: false });
    expect(notChosen.employmentTypes).toHaveLength(1);
    const on = toServerShape(
      values({
        secondSalaryActive: true,
        additionalSalary: { employmentType: 'any', from: '1000', to: '2000', salaryType: 'gross' },
      }),
      { draft: false },
    );
    expect(on.employmentTypes[1]).toMatchObject({
      type: 'any',
      amountType: 'gross',
      order: 1,
      salary: { from: 1000, to: 2000 },
    });
  });

  it('drops languages without code and level, lower-cases e-mails', () => {
    const shape = toServerShape(
      values({
        languages: [
          { code: '', level: '' },
          { code: 'EN', level: 'B2' },
        ],
      }),
      { draft: false },
    );
    expect(shape.languages).toEqual([{ code: 'en', level: 'b2' }]);
    expect(shape.apply).toEqual({ email: 'jobs@acme.example.com' });
    expect(shape.contact.email).toBe('anna@acme.example.com');
  });

  it('uses the dictionary amount type, the chosen one for any', () => {
    expect(amountTypeOf('b2b', '')).toBe('net');
    expect(amountTypeOf('permanent', 'net')).toBe('gross');
    expect(amountTypeOf('any', 'net')).toBe('net');
    expect(amountTypeOf('unknown', '')).toBe('gross');
  });

  it('defaults the currency to PLN and sends undetermined working time as null in drafts', () => {
    const v = values({ salaryCurrency: '', workingTime: 'undetermined' });
    const asDraft = toServerShape(v, { draft: true });
    expect(asDraft.employmentTypes[0]!.currency).toBe('PLN');
    expect(asDraft.workingTime).toBeNull();
    const asOffer = toServerShape(v, { draft: false });
    expect(asOffer.employmentTypes[0]!.currency).toBe('');
    expect(asOffer.workingTime).toBe('undetermined');
  });

  it('sends the sub-category, else the category; tags; url application', () => {
    expect(toServerShape(values(), { draft: false }).categories).toEqual([{ key: 'java' }]);
    expect(toServerShape(values({ jobSubcategory: '' }), { draft: false }).categories).toEqual([{ key: 'backend' }]);
    const shape = toServerShape(values({ applicationType: 'url', applicationTypeUri: 'https://Acme.com/Apply' }), {
      draft: false,
    });
    expect(shape.apply).toEqual({ url: 'https://Acme.com/Apply' });
    expect(shape.publicTags).toEqual(['remote_interview']);
  });

  it('round-trips through the server shape (loaded values are not published)', () => {
    const original = values({
      secondSalaryActive: true,
      additionalSalary: { employmentType: 'permanent', from: '12000', to: '16000', salaryType: '' },
      languages: [{ code: 'en', level: 'b2' }],
      locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: 52.2, longitude: 21 }],
      openToHireUkrainians: true,
    });
    const back = fromServerShape(toServerShape(original, { draft: false }), { categories: CATEGORIES });
    expect(back).toEqual({
      ...original,
      companyName: 'Acme',
      applicationTypeUri: 'jobs@acme.example.com',
      contactEmail: 'anna@acme.example.com',
      jobCategoryKey: 'java',
      isPublished: false,
    });
  });
});

describe('categories for the schema', () => {
  it('flattens the category tree with parent keys', async () => {
    const { formCategoriesFromTree } = await import('./categories');
    expect(
      formCategoriesFromTree([{ key: 'backend', children: [{ key: 'java', children: [] }] }, { key: 'testing' }]),
    ).toEqual([
      { key: 'backend', parentKey: null },
      { key: 'java', parentKey: 'backend' },
      { key: 'testing', parentKey: null },
    ]);
  });
});
