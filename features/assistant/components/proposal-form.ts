import type { OfferFormOptions } from '@/features/offer-form/components/form-options';
import { offerFormSchema } from '@/features/offer-form/form-rules';
import {
  type FormCategory,
  type FormPlanLimits,
  type FormSalary,
  type OfferFormValues,
} from '@/features/offer-form/schema';
import type { JobAdProposal } from '../engine/types';

/** The parts of the form a proposal can change, each applied (or not) as a whole. */
export const PROPOSAL_PARTS = [
  'jobPositionName',
  'jobPositionExperience',
  'category',
  'requiredSkills',
  'optionalSkills',
  'salary',
  'locations',
  'workingPlace',
  'workingTime',
  'languages',
  'remoteInterview',
  'jobDescription',
] as const;
export type ProposalPart = (typeof PROPOSAL_PARTS)[number];

/** One part of the form as it is and as the proposal would leave it (display text for the diff). */
export interface ProposalChange {
  part: ProposalPart;
  before: string;
  after: string;
  /** The form fields the part writes. */
  patch: Partial<OfferFormValues>;
}

type Labels = Pick<
  OfferFormOptions,
  'seniorities' | 'workplaceTypes' | 'workingTimes' | 'employmentTypes' | 'salaryUnits' | 'categories' | 'languageNames'
> & {
  /** Yes / no, for flags. */
  yes: string;
  no: string;
  net: string;
  gross: string;
};

const labelOf = (list: { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

/** Visible text of rich text (for the diff), whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, '$& ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const amount = (n: number | null) => (n === null ? '' : String(n));

function salaryBlock(block: NonNullable<JobAdProposal['primaryEmploymentType']>): FormSalary {
  return {
    employmentType: block.type,
    from: amount(block.salaryFrom),
    to: amount(block.salaryTo),
    // The form asks net or gross only for a contract of type "any"; for the others the contract says it.
    salaryType: block.type === 'any' ? block.salaryType : '',
  };
}

function salaryText(values: OfferFormValues, labels: Labels): string {
  const block = (s: FormSalary) => {
    if (!s.employmentType && !s.from && !s.to) return '';
    const range = [s.from, s.to].filter(Boolean).join('–');
    const kind = s.salaryType === 'net' ? labels.net : s.salaryType === 'gross' ? labels.gross : '';
    return [labelOf(labels.employmentTypes, s.employmentType), range && `${range} ${values.salaryCurrency}`, kind]
      .filter(Boolean)
      .join(' ');
  };
  const blocks = [block(values.primarySalary), values.secondSalaryActive ? block(values.additionalSalary) : '']
    .filter(Boolean)
    .join('; ');
  return blocks ? `${blocks} / ${labelOf(labels.salaryUnits, values.salaryUnit)}` : '';
}

const skillsText = (skills: OfferFormValues['requiredSkills']) =>
  skills.map((s) => `${s.name} (${s.level})`).join(', ');

function categoryPatch(key: string, categories: Labels['categories']): Partial<OfferFormValues> | null {
  const entry = categories.find((c) => c.key === key);
  if (!entry) return null;
  return entry.parentKey
    ? { jobCategory: entry.parentKey, jobSubcategory: entry.key, jobCategoryKey: entry.key }
    : { jobCategory: entry.key, jobSubcategory: '', jobCategoryKey: entry.key };
}

function categoryText(values: Pick<OfferFormValues, 'jobCategory' | 'jobSubcategory'>, labels: Labels): string {
  const label = (key: string) => labels.categories.find((c) => c.key === key)?.label ?? key;
  return [values.jobCategory, values.jobSubcategory].filter(Boolean).map(label).join(' › ');
}

/** What each part of the form shows, for the diff. */
function partText(part: ProposalPart, v: OfferFormValues, labels: Labels): string {
  switch (part) {
    case 'jobPositionName':
      return v.jobPositionName;
    case 'jobPositionExperience':
      return v.jobPositionExperience ? labelOf(labels.seniorities, v.jobPositionExperience) : '';
    case 'category':
      return categoryText(v, labels);
    case 'requiredSkills':
      return skillsText(v.requiredSkills);
    case 'optionalSkills':
      return skillsText(v.optionalSkills);
    case 'salary':
      return salaryText(v, labels);
    case 'locations':
      return v.locations.map((l) => [l.city, l.street].filter(Boolean).join(', ')).join('; ');
    case 'workingPlace':
      return v.workingPlace ? labelOf(labels.workplaceTypes, v.workingPlace) : '';
    case 'workingTime':
      return v.workingTime ? labelOf(labels.workingTimes, v.workingTime) : '';
    case 'languages':
      return v.languages.map((l) => `${labels.languageNames[l.code] ?? l.code} ${l.level}`.trim()).join(', ');
    case 'remoteInterview':
      return v.remoteInterview ? labels.yes : labels.no;
    case 'jobDescription':
      return plainText(v.jobDescription);
  }
}

/** The form fields each part of a proposal writes, as the form holds them. */
function patchesOf(
  p: JobAdProposal,
  values: OfferFormValues,
  labels: Labels,
): [ProposalPart, Partial<OfferFormValues>][] {
  const out: [ProposalPart, Partial<OfferFormValues>][] = [];
  if (p.jobPositionName !== undefined) out.push(['jobPositionName', { jobPositionName: p.jobPositionName }]);
  if (p.jobPositionExperience !== undefined)
    out.push(['jobPositionExperience', { jobPositionExperience: p.jobPositionExperience }]);
  if (p.jobCategoryKey !== undefined) {
    const patch = categoryPatch(p.jobCategoryKey, labels.categories);
    if (patch) out.push(['category', patch]);
  }
  if (p.requiredSkills !== undefined)
    out.push(['requiredSkills', { requiredSkills: p.requiredSkills.map((s) => ({ ...s })) }]);
  if (p.optionalSkills !== undefined)
    out.push(['optionalSkills', { optionalSkills: p.optionalSkills.map((s) => ({ ...s })) }]);
  if (p.primaryEmploymentType !== undefined) {
    const second = p.secondSalaryActive && p.additionalEmploymentType;
    out.push([
      'salary',
      {
        primarySalary: salaryBlock(p.primaryEmploymentType),
        additionalSalary: second ? salaryBlock(second) : { employmentType: '', from: '', to: '', salaryType: '' },
        secondSalaryActive: Boolean(second),
        salaryCurrency: p.salaryCurrency ?? values.salaryCurrency,
        salaryUnit: p.salaryUnit ?? values.salaryUnit,
      },
    ]);
  }
  if (p.locations !== undefined)
    out.push([
      'locations',
      {
        locations: p.locations.map((l) => ({
          city: l.city,
          street: l.street,
          countryCode: l.countryCode,
          latitude: l.latitude,
          longitude: l.longitude,
        })),
      },
    ]);
  if (p.workingPlace !== undefined) out.push(['workingPlace', { workingPlace: p.workingPlace }]);
  if (p.workingTime !== undefined) out.push(['workingTime', { workingTime: p.workingTime }]);
  if (p.languages !== undefined) out.push(['languages', { languages: p.languages.map((l) => ({ ...l })) }]);
  if (p.remoteInterview !== undefined) out.push(['remoteInterview', { remoteInterview: p.remoteInterview }]);
  if (p.jobDescription !== undefined) out.push(['jobDescription', { jobDescription: p.jobDescription }]);
  return out;
}

/**
 * What a proposal would change in the form, part by part: only the parts whose shown value differs
 * (a part that would leave the form as it is is not a change).
 */
export function proposalChanges(proposal: JobAdProposal, values: OfferFormValues, labels: Labels): ProposalChange[] {
  return patchesOf(proposal, values, labels)
    .map(([part, patch]) => ({
      part,
      before: partText(part, values, labels),
      after: partText(part, { ...values, ...patch }, labels),
      patch,
    }))
    .filter((c) => c.before !== c.after);
}

export interface ValidationContext {
  categories: readonly FormCategory[];
  limits: FormPlanLimits | null;
}

/**
 * The form with the chosen changes, validated by the offer form's own schema (draft strength: what is filled
 * in must be valid). A change whose fields the schema rejects is left out, so the form never receives a value
 * it would refuse; `rejected` names those parts with their message keys.
 */
export function applyChanges(
  values: OfferFormValues,
  changes: ProposalChange[],
  context: ValidationContext,
): { values: OfferFormValues; applied: ProposalChange[]; rejected: { part: ProposalPart; messages: string[] }[] } {
  const schema = offerFormSchema({ strength: 'draft', categories: context.categories, limits: context.limits });
  const issuesOf = (candidate: OfferFormValues) => {
    const result = schema.safeParse(candidate);
    return result.success ? [] : result.error.issues;
  };
  // Issues the form already had are not the proposal's fault.
  const before = new Set(issuesOf(values).map((i) => i.path.join('.')));
  let next = values;
  const applied: ProposalChange[] = [];
  const rejected: { part: ProposalPart; messages: string[] }[] = [];
  for (const change of changes) {
    const candidate = { ...next, ...change.patch };
    const fields = Object.keys(change.patch);
    const fresh = issuesOf(candidate).filter(
      (i) => fields.includes(String(i.path[0])) && !before.has(i.path.join('.')),
    );
    if (fresh.length) {
      rejected.push({ part: change.part, messages: [...new Set(fresh.map((i) => i.message))] });
      continue;
    }
    next = candidate;
    applied.push(change);
  }
  return { values: next, applied, rejected };
}
