import { parseAmount } from '../field-rules';
import { type FormSalary, type OfferFormValues } from '../schema';
import type { EmploymentType, SalaryUnit, WorkingTime } from '@/features/offers/options';
import { WORKING_TIME_UNDETERMINED } from '../options';
import type { ReviewInput } from './review-input';

/** The review's view of the form values (the salary blocks as candidates will see them). */
export function reviewInputOf(values: OfferFormValues): ReviewInput {
  const block = (s: FormSalary) => {
    const [from, to] = [parseAmount(s.from), parseAmount(s.to)];
    const clean = (n: number | null) => (n === null || Number.isNaN(n) ? null : n);
    const range = { from: clean(from), to: clean(to) };
    return {
      type: s.employmentType as EmploymentType,
      currency: values.salaryCurrency || 'PLN',
      // Spec 5: the salary is sent only with both ends.
      salary:
        range.from !== null && range.to !== null
          ? { ...range, unit: (values.salaryUnit || 'month') as SalaryUnit }
          : null,
    };
  };
  const blocks = [values.primarySalary, ...(values.secondSalaryActive ? [values.additionalSalary] : [])].filter(
    (s) => s.employmentType !== '',
  );
  return {
    title: values.jobPositionName,
    body: values.jobDescription,
    companyName: values.companyName,
    companyWebsite: values.companyWebsite || null,
    hasLogo: values.companyLogo !== null,
    workplaceType: values.workingPlace || null,
    workingTime:
      values.workingTime && values.workingTime !== WORKING_TIME_UNDETERMINED
        ? (values.workingTime as WorkingTime)
        : null,
    applyUrl: values.applicationType === 'url' ? values.applicationTypeUri || null : null,
    locations: values.locations.flatMap((l) =>
      typeof l.latitude === 'number' && typeof l.longitude === 'number'
        ? [
            {
              city: l.city,
              street: l.street || null,
              countryCode: l.countryCode || 'PL',
              latitude: l.latitude,
              longitude: l.longitude,
            },
          ]
        : [],
    ),
    employmentTypes: blocks.map(block),
    requiredSkills: values.requiredSkills.length,
    optionalSkills: values.optionalSkills.length,
    languages: values.languages.filter((l) => l.code).length,
    expiredAt: values.expiredAt || null,
  };
}
