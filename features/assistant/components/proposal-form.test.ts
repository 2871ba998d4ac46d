import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import type { JobAdProposal } from '../engine/types';
import { applyChanges, plainText, proposalChanges } from './proposal-form';

const labels = {
  seniorities: [
    { value: 'senior', label: 'Senior' },
    { value: 'junior', label: 'Junior' },
  ],
  workplaceTypes: [{ value: 'hybrid', label: 'Hybrid' }],
  workingTimes: [{ value: 'full_time', label: 'Full time' }],
  employmentTypes: [
    { value: 'b2b', label: 'B2B' },
    { value: 'any', label: 'Any' },
  ],
  salaryUnits: [{ value: 'month', label: 'month' }],
  categories: [
    { key: 'backend', parentKey: null, label: 'Backend' },
    { key: 'java', parentKey: 'backend', label: 'Java' },
  ],
  languageNames: { en: 'English' },
  yes: 'yes',
  no: 'no',
  net: 'net',
  gross: 'gross',
};
const validation = {
  categories: [
    { key: 'backend', parentKey: null },
    { key: 'java', parentKey: 'backend' },
  ],
  limits: null,
};

const proposal: JobAdProposal = {
  jobPositionName: 'Senior Java Developer',
  jobPositionExperience: 'senior',
  jobCategoryKey: 'java',
  requiredSkills: [
    { id: 1, name: 'Java', level: 4 },
    { id: 2, name: 'Spring', level: 3 },
  ],
  primaryEmploymentType: { type: 'b2b', salaryFrom: 25000, salaryTo: 30000, salaryType: 'net' },
  salaryCurrency: 'PLN',
  salaryUnit: 'month',
  locations: [{ city: 'Kraków', street: '', countryCode: 'PL', latitude: 50.06, longitude: 19.94 }],
  workingPlace: 'hybrid',
  jobDescription: '<p>We are looking for a <b>Senior Java Developer</b> &amp; more.</p><ul><li>Spring</li></ul>',
};

describe('proposalChanges', () => {
  it('lists each part that differs from the form, with the form value and the proposed one', () => {
    const values = { ...defaultOfferFormValues(), jobPositionName: 'Java dev' };
    const changes = proposalChanges(proposal, values, labels);
    const byPart = Object.fromEntries(changes.map((c) => [c.part, c]));
    expect(Object.keys(byPart)).toEqual([
      'jobPositionName',
      'jobPositionExperience',
      'category',
      'requiredSkills',
      'salary',
      'locations',
      'workingPlace',
      'jobDescription',
    ]);
    expect(byPart.jobPositionName).toMatchObject({ before: 'Java dev', after: 'Senior Java Developer' });
    expect(byPart.category!.after).toBe('Backend › Java');
    expect(byPart.category!.patch).toEqual({ jobCategory: 'backend', jobSubcategory: 'java', jobCategoryKey: 'java' });
    expect(byPart.requiredSkills!.after).toBe('Java (4), Spring (3)');
    expect(byPart.salary!.after).toBe('B2B 25000–30000 PLN / month');
    // A B2B block does not carry net/gross in the form (only a contract of type "any" does).
    expect(byPart.salary!.patch.primarySalary).toEqual({
      employmentType: 'b2b',
      from: '25000',
      to: '30000',
      salaryType: '',
    });
    expect(byPart.jobDescription!.after).toBe('We are looking for a Senior Java Developer & more. Spring');
  });

  it('leaves out what the form already holds and categories the board does not have', () => {
    const values = { ...defaultOfferFormValues(), jobPositionName: 'Senior Java Developer', workingPlace: 'hybrid' };
    const parts = proposalChanges({ ...proposal, jobCategoryKey: 'cobol' }, values, labels).map((c) => c.part);
    expect(parts).not.toContain('jobPositionName');
    expect(parts).not.toContain('workingPlace');
    expect(parts).not.toContain('category');
  });
});

describe('applyChanges', () => {
  it('writes every valid change into the form values', () => {
    const values = defaultOfferFormValues();
    const changes = proposalChanges(proposal, values, labels);
    const result = applyChanges(values, changes, validation);
    expect(result.rejected).toEqual([]);
    expect(result.applied).toHaveLength(changes.length);
    expect(result.values).toMatchObject({
      jobPositionName: 'Senior Java Developer',
      jobPositionExperience: 'senior',
      jobCategory: 'backend',
      jobSubcategory: 'java',
      workingPlace: 'hybrid',
      primarySalary: { employmentType: 'b2b', from: '25000', to: '30000' },
    });
    expect(result.values.locations[0]).toMatchObject({ city: 'Kraków', latitude: 50.06 });
    expect(values.jobPositionName).toBe('');
  });

  it('applies only the chosen change', () => {
    const values = defaultOfferFormValues();
    const changes = proposalChanges(proposal, values, labels).filter((c) => c.part === 'workingPlace');
    const result = applyChanges(values, changes, validation);
    expect(result.values.workingPlace).toBe('hybrid');
    expect(result.values.jobPositionName).toBe('');
  });

  it('refuses a change the form schema rejects and keeps the others', () => {
    const values = defaultOfferFormValues();
    const bad = { ...proposal, jobPositionName: 'x'.repeat(400), workingPlace: 'moon' as never };
    const result = applyChanges(values, proposalChanges(bad, values, labels), validation);
    expect(result.rejected.map((r) => r.part).sort()).toEqual(['jobPositionName', 'workingPlace']);
    expect(result.rejected.find((r) => r.part === 'jobPositionName')!.messages).toEqual(['tooLong']);
    expect(result.values.jobPositionName).toBe('');
    expect(result.values.workingPlace).toBe('');
    expect(result.values.jobPositionExperience).toBe('senior');
  });

  it('does not blame a proposal for errors the form already had', () => {
    const values = { ...defaultOfferFormValues(), contactEmail: 'not-an-email' };
    const result = applyChanges(values, proposalChanges(proposal, values, labels), validation);
    expect(result.rejected).toEqual([]);
  });
});

describe('plainText', () => {
  it('keeps the words of rich text and drops the markup', () => {
    expect(plainText('<h3>Stack</h3><ul><li>Java</li><li>Kafka</li></ul>')).toBe('Stack Java Kafka');
  });
});
