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
  /** "in <city>" in Polish, the preposition with the locative ("we Wrocławiu"), when the dictionary has it. */
  locative?: string;
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
  /** What the employer said the job offers (benefits), verbatim, one item each. */
  benefits: string[];
  /** Skills the employer asked to leave out ("bez Kafki", "no Docker"): removed from what earlier messages said. */
  removedSkills: number[];
  /** Fields one message stated twice with different values ("junior albo senior"): asked, not guessed. */
  conflicts: { field: ConflictField; values: string[] }[];
  /** A role named without what it is ("potrzebuję programisty"): asked about instead of used as the title. */
  vagueRole?: string;
}

export type ConflictField = 'seniority' | 'workplace';

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

/** What the employer's newest message is, beside the facts it states. */
export type MessageIntent =
  /** It states something about the job. */
  | 'facts'
  /** A question the assistant cannot answer from the conversation (benefits, pay advice, the company…). */
  | 'question'
  /** Nothing about the job and no question (a greeting, thanks, something else). */
  | 'other';

/** Topics of questions the assistant recognises, to say which fact it does not have. */
export type QuestionTopic = 'benefits' | 'salary' | 'company' | 'process' | 'other';
