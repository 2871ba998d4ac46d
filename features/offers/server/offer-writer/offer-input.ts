import { z } from 'zod';
import { LANGUAGE_LEVELS, OFFER_STATUSES } from '@/lib/db/schema';
import {
  EMPLOYMENT_TYPES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  SENIORITIES,
  WORKING_TIMES,
  WORKPLACE_TYPES,
} from '../../options';

/**
 * The one way offers are written. Every path that creates, edits or moves an offer through its
 * states (the employer form, payments, scheduled expiry, the demo data, development routes) calls
 * these functions, which in one transaction:
 *
 * - sanitise the body (`sanitizeRichText`);
 * - write the offer with its locations, employment types (salaries converted to monthly amounts in
 *   every currency, for filters and sorting), skills, languages and boards;
 * - compute the denormalised search columns (the search terms of title, company, skills and
 *   description: `../search-terms.ts`) and rewrite the offer's search rows (`offer_listings`);
 * - record a revision (`offer_revisions`: the action, the changed fields with their previous values);
 *
 * and, once committed, bump the generation of every board the offer was or now is on, so lists,
 * counts, clusters, alerts and the page cache see the change at once.
 */

const money = z.number().finite().min(0).max(100_000_000);

const offerLimitsSchema = z.object({
  maxLocationsCount: z.number().int().min(1),
  bumpsUpCount: z.number().int().min(0),
  bumpsUpEveryDays: z.number().int().min(0),
  durationInDays: z.number().int().min(1),
  seniority: z.array(z.string()),
  categories: z.number().int().min(0),
  subcategories: z.number().int().min(0).optional(),
});

const consentSchema = z.object({ enabled: z.boolean(), value: z.string().max(5000) });

/**
 * A complete offer, in the server shape of the specification ("Draft or offer, server shape"),
 * with dictionary entries already resolved to ids (category, skills, cities) by the caller.
 */
export const offerInputSchema = z
  .object({
    /** The board that owns the offer. */
    tenantId: z.number().int().positive(),
    /** Further boards that also show it (the all-boards count counts these). */
    alsoOnBoards: z.array(z.number().int().positive()).default([]),
    companyId: z.number().int().positive(),
    /**
     * The hiring company's name as this offer shows it (an agency posts for its clients); empty or
     * absent means the company profile's name.
     */
    companyName: z.string().trim().max(300).optional(),
    planKey: z.string().min(1).max(50),
    status: z.enum(OFFER_STATUSES).default('draft'),
    slug: z.string().min(1).max(300),
    guid: z.uuid().optional(),
    title: z.string().trim().min(1).max(200),
    /** Rich text (HTML); sanitised on write. */
    body: z.string().max(100_000),
    experienceLevel: z.enum(SENIORITIES),
    workplaceType: z.enum(WORKPLACE_TYPES),
    workingTime: z.enum(WORKING_TIMES),
    /** The chosen sub-category, else the category. */
    categoryId: z.number().int().positive(),
    publicTags: z
      .object({ remoteInterview: z.boolean().default(false), openToHireUkrainians: z.boolean().default(false) })
      .default({ remoteInterview: false, openToHireUkrainians: false }),
    apply: z
      .object({ url: z.url().max(2000).optional(), email: z.email().max(320).optional() })
      .refine((a) => (a.url === undefined) !== (a.email === undefined), { message: 'applyUrlOrEmail' }),
    informationClause: z.string().max(10_000),
    futureConsent: consentSchema.default({ enabled: false, value: '' }),
    customConsent: consentSchema.default({ enabled: false, value: '' }),
    contact: z.object({ name: z.string().max(200), email: z.string().max(320), phone: z.string().max(50).optional() }),
    bannerUrl: z.string().max(2000).nullable().optional(),
    videoUrl: z.string().max(2000).nullable().optional(),
    limits: offerLimitsSchema,
    locations: z
      .array(
        z.object({
          cityId: z.number().int().positive().nullable().optional(),
          city: z.string().min(1).max(200),
          street: z.string().max(300),
          countryCode: z.string().length(2).default('PL'),
          geoCoordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
        }),
      )
      .min(1),
    requirements: z.array(
      z.object({
        skillId: z.number().int().positive(),
        level: z.number().int().min(1).max(5),
        required: z.boolean(),
        ordinal: z.number().int().min(0).optional(),
      }),
    ),
    employmentTypes: z
      .array(
        z.object({
          type: z.enum(EMPLOYMENT_TYPES),
          currency: z.enum(SALARY_CURRENCIES),
          amountType: z.enum(['gross', 'net']),
          salary: z
            .object({ from: money, to: money, unit: z.enum(SALARY_UNITS).default('month') })
            .refine((s) => s.from <= s.to, { message: 'salaryFromAboveTo' })
            .nullable(),
          order: z.number().int().min(0).optional(),
        }),
      )
      .min(1),
    languages: z.array(z.object({ code: z.string().min(2).max(8), level: z.enum(LANGUAGE_LEVELS) })).max(5),
    publishedAt: z.date().nullable().optional(),
    originalPublishedAt: z.date().nullable().optional(),
    refreshedAt: z.date().nullable().optional(),
    expiresAt: z.date().nullable().optional(),
    finishedAt: z.date().nullable().optional(),
    createdAt: z.date().optional(),
  })
  .refine((o) => new Set(o.requirements.map((r) => r.skillId)).size === o.requirements.length, {
    path: ['requirements'],
    message: 'duplicateSkill',
  })
  .refine((o) => new Set(o.languages.map((l) => l.code)).size === o.languages.length, {
    path: ['languages'],
    message: 'duplicateLanguage',
  });

export type OfferInput = z.input<typeof offerInputSchema>;
export type ValidOffer = z.output<typeof offerInputSchema>;

export interface WriteOptions {
  /** Who made the change (recorded in the revision). */
  userId?: string | null;
  now?: Date;
}

export function parseOffers(inputs: readonly OfferInput[]): ValidOffer[] {
  return inputs.map((input) => offerInputSchema.parse(input));
}
