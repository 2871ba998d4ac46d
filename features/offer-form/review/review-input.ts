import type { EmploymentType, SalaryUnit, WorkingTime } from '@/features/offers/options';

/**
 * What the review checks read: a narrow, schema-independent view of the form values (the form maps its
 * values onto it), so the checks stay pure and are tested without a form.
 */
export interface ReviewInput {
  title: string;
  /** Sanitised HTML of the description. */
  body: string;
  companyName: string;
  companyWebsite: string | null;
  hasLogo: boolean;
  workplaceType: string | null;
  workingTime: WorkingTime | null;
  applyUrl: string | null;
  locations: { city: string; street: string | null; countryCode: string; latitude: number; longitude: number }[];
  employmentTypes: {
    type: EmploymentType;
    currency: string;
    salary: { from: number | null; to: number | null; unit: SalaryUnit } | null;
  }[];
  requiredSkills: number;
  optionalSkills: number;
  languages: number;
  expiredAt: string | null;
}

/** The form steps a check can send the employer back to. */
export type ReviewStep =
  | 'company'
  | 'contact'
  | 'consents'
  | 'category'
  | 'description'
  | 'locations'
  | 'position'
  | 'salary'
  | 'skills'
  | 'workingMode';
