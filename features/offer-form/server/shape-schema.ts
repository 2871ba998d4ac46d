import 'server-only';
import { z } from 'zod';

/**
 * The structure of the server shape as clients send it (spec 3 "Draft or offer, server shape"):
 * types and sizes only, every field optional with a default, so a draft can be partial. The rules
 * (spec 5) are the shared schema's (`offerFormIssues`), run on the form values the shape maps to.
 */
const str = (max: number) => z.string().max(max).default('');
const nullableStr = (max: number) => z.string().max(max).nullable().default(null);
const coordinate = z.number().finite().nullable().default(null);

export const serverShapeSchema = z.object({
  planKey: z.string().max(50).default(''),
  slug: z.string().max(300).default(''),
  hiringCompany: z
    .object({
      name: str(300),
      shortName: nullableStr(300),
      logoUrl: nullableStr(2000),
      logoUrlThumb: nullableStr(2000),
      size: str(20),
      url: str(2000),
      type: nullableStr(50),
    })
    .prefault({}),
  title: str(500),
  shortTitle: str(500),
  experienceLevel: nullableStr(50),
  body: str(200_000),
  workplaceType: nullableStr(50),
  workingTime: nullableStr(50),
  informationClause: str(20_000),
  publicTags: z
    .array(z.enum(['remote_interview', 'open_to_hire_ukrainians']))
    .max(2)
    .default([]),
  apply: z.object({ url: z.string().max(2000).optional(), email: z.string().max(500).optional() }).prefault({}),
  futureConsent: z.object({ enabled: z.boolean().default(false), value: str(10_000) }).prefault({}),
  customConsent: z.object({ enabled: z.boolean().default(false), value: str(10_000) }).prefault({}),
  contact: z.object({ name: str(300), email: str(500), phone: str(50) }).prefault({}),
  locations: z
    .array(
      z.object({
        city: str(200),
        countryCode: str(3),
        street: str(300),
        geoCoordinates: z.object({ latitude: coordinate, longitude: coordinate }).prefault({}),
      }),
    )
    .max(50)
    .default([]),
  languages: z
    .array(z.object({ code: str(10), level: str(5) }))
    .max(20)
    .default([]),
  requirements: z
    .array(
      z.object({
        skillName: str(200),
        skillId: z.number().int().positive().nullable().default(null),
        level: z.number().int().default(3),
        required: z.boolean().default(true),
        ordinal: z.number().int().min(0).max(1000).default(0),
      }),
    )
    .max(100)
    .default([]),
  employmentTypes: z
    .array(
      z.object({
        type: str(50),
        currency: str(10),
        amountType: z.enum(['gross', 'net']).default('gross'),
        currencySource: z.literal('original').default('original'),
        salary: z
          .object({ from: z.number().finite(), to: z.number().finite(), unit: z.string().max(20).default('month') })
          .nullable()
          .default(null),
        order: z.number().int().min(0).max(10).default(0),
      }),
    )
    .max(2)
    .default([]),
  categories: z
    .array(z.object({ key: z.string().max(100) }))
    .max(10)
    .default([]),
  expiredAt: z.string().max(40).nullable().default(null),
  /** The form step the employer was on, so a draft resumes where it was left (offer-ui). */
  formStep: z.string().max(40).optional(),
  /** Answered by the server (the plan's); ignored when sent. */
  limits: z.unknown().optional(),
});

export type ParsedServerShape = z.output<typeof serverShapeSchema>;
