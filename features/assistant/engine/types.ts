import type {
  EmploymentType,
  SalaryCurrency,
  SalaryUnit,
  Seniority,
  WorkingTime,
  WorkplaceType,
} from '@/features/offers/options';

export type AssistantLocale = 'pl' | 'en';

/** A dictionary entry the engine can recognise in text. */
export interface SkillEntry {
  id: number;
  name: string;
}
export interface CityEntry {
  slug: string;
  pl: string;
  en: string;
  latitude: number;
  longitude: number;
  countryCode: string;
}
export interface CategoryEntry {
  /** The key the form sends (a subcategory's key when the category has children). */
  key: string;
  parentKey: string | null;
  labels: { pl: string; en: string };
  /** Words and skills typical of the category (from its roles and skills). */
  hints: string[];
}
export interface Dictionaries {
  skills: SkillEntry[];
  cities: CityEntry[];
  categories: CategoryEntry[];
}

export interface SalaryFact {
  type: EmploymentType;
  from: number;
  to: number | null;
  currency: SalaryCurrency;
  unit: SalaryUnit;
  amountType: 'net' | 'gross';
  /** True when the text did not say net or gross and the contract's convention was used. */
  amountTypeAssumed: boolean;
}

export interface SkillFact {
  id: number;
  name: string;
  level: number;
  required: boolean;
}

/** What the employer said about the job, gathered from every message so far (later messages win). */
export interface Facts {
  title?: string;
  seniority?: Seniority;
  skills: SkillFact[];
  salaries: SalaryFact[];
  cities: CityEntry[];
  workplace?: WorkplaceType;
  workingTime?: WorkingTime;
  languages: { code: string; level: string | null }[];
  categoryKey?: string;
  remoteInterview?: boolean;
  /** Sentences the employer wrote about the team, the product or duties, kept verbatim for the description. */
  notes: string[];
}

/** The fields the assistant proposes to the offer form, named as the form names them (spec "Offer form values"). */
export interface JobAdProposal {
  jobPositionName?: string;
  jobPositionExperience?: Seniority;
  jobCategoryKey?: string;
  requiredSkills?: { id: number; name: string; level: number }[];
  optionalSkills?: { id: number; name: string; level: number }[];
  primaryEmploymentType?: {
    type: EmploymentType;
    salaryFrom: number | null;
    salaryTo: number | null;
    salaryType: 'net' | 'gross';
  };
  additionalEmploymentType?: {
    type: EmploymentType;
    salaryFrom: number | null;
    salaryTo: number | null;
    salaryType: 'net' | 'gross';
  };
  secondSalaryActive?: boolean;
  salaryCurrency?: SalaryCurrency;
  salaryUnit?: SalaryUnit;
  locations?: { city: string; street: string; countryCode: string; latitude: number; longitude: number }[];
  workingPlace?: WorkplaceType;
  workingTime?: WorkingTime;
  languages?: { code: string; level: string }[];
  remoteInterview?: boolean;
  jobDescription?: string;
}

/** What the form holds now (only what the engine reads). */
export interface FormContext {
  companyName?: string;
  jobPositionName?: string;
  jobDescription?: string;
}

export type MissingField = 'title' | 'seniority' | 'skills' | 'salary' | 'location' | 'contract';
