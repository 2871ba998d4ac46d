import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SENIORITIES,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from '@/features/offers/options';
import { LANGUAGE_LEVELS } from '@/lib/db/schema/offers';
import type { JobAdProposal } from './types';

const skill = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(100),
  level: z.number().int().min(1).max(5),
});
const employment = z.object({
  type: z.enum(EMPLOYMENT_TYPES),
  salaryFrom: z.number().nonnegative().nullable(),
  salaryTo: z.number().nonnegative().nullable(),
  salaryType: z.enum(['net', 'gross']),
});

/** Each field a proposal may carry, validated on its own so one bad field does not sink the others. */
export const proposalFields = {
  jobPositionName: z.string().trim().min(3).max(150),
  jobPositionExperience: z.enum(SENIORITIES),
  jobCategoryKey: z.string().min(1).max(100),
  requiredSkills: z.array(skill).max(30),
  optionalSkills: z.array(skill).max(30),
  primaryEmploymentType: employment,
  additionalEmploymentType: employment,
  secondSalaryActive: z.boolean(),
  salaryCurrency: z.enum(SALARY_CURRENCIES),
  salaryUnit: z.enum(SALARY_UNITS),
  locations: z
    .array(
      z.object({
        city: z.string().min(1).max(100),
        street: z.string().max(200),
        countryCode: z.string().length(2),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    )
    .max(10),
  workingPlace: z.enum(WORKPLACE_TYPES),
  workingTime: z.enum(WORKING_TIMES),
  languages: z.array(z.object({ code: z.string().min(2).max(3), level: z.enum(LANGUAGE_LEVELS) })).max(5),
  remoteInterview: z.boolean(),
  jobDescription: z.string().min(1).max(20_000),
} satisfies { [K in keyof Required<JobAdProposal>]: z.ZodType };

export const proposalSchema = z.object(proposalFields).partial();

/**
 * Keeps the fields of a model's proposal that pass validation and drops the rest (the repair); a proposal
 * with nothing valid left is refused (null), so nothing unvalidated ever reaches the form.
 */
export function repairProposal(raw: unknown): { proposal: JobAdProposal | null; dropped: string[] } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { proposal: null, dropped: [] };
  const proposal: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const field = proposalFields[key as keyof typeof proposalFields];
    if (!field || value === null || value === undefined) {
      if (value !== null && value !== undefined) dropped.push(key);
      continue;
    }
    const parsed = field.safeParse(value);
    if (parsed.success) proposal[key] = parsed.data;
    else dropped.push(key);
  }
  // A salary block whose ends are reversed or absurd is not pay the employer stated.
  for (const key of ['primaryEmploymentType', 'additionalEmploymentType'] as const) {
    const block = proposal[key] as JobAdProposal['primaryEmploymentType'];
    if (block && block.salaryFrom !== null && block.salaryTo !== null && block.salaryTo < block.salaryFrom) {
      delete proposal[key];
      dropped.push(key);
    }
  }
  return { proposal: Object.keys(proposal).length ? (proposal as JobAdProposal) : null, dropped };
}

/** The JSON Schema of a proposal, for a model's tool definition. */
export const proposalJsonSchema = () => z.toJSONSchema(proposalSchema, { target: 'draft-7' });
