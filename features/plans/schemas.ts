import { z } from 'zod';

/** The plan the offer form starts with (spec, "Business constants": plan default pro). */
export const DEFAULT_PLAN_KEY = 'pro';

export const planLimitsSchema = z.object({
  maxLocationsCount: z.number().int(),
  bumpsUpCount: z.number().int(),
  bumpsUpEveryDays: z.number().int(),
  durationInDays: z.number().int(),
  seniority: z.array(z.string()),
  categories: z.number().int(),
});

/** A plan as `GET /v2/offer-plans` answers it, in the language of the request. */
export const planViewSchema = z.object({
  type: z.string().describe('The plan key (the offer form takes it as `type` / `pricing_plan`)'),
  slug: z.string(),
  name: z.string(),
  netPrice: z.number(),
  grossPrice: z.number(),
  tax: z.number().describe('VAT rate in percent'),
  taxAmount: z.number(),
  oldNetPrice: z.number().nullable().describe('Price before the promotion, while it runs'),
  oldGrossPrice: z.number().nullable(),
  currency: z.string(),
  features: z.array(z.string()),
  recommended: z.boolean(),
  isDefault: z.boolean(),
  promotionDeadline: z.string().nullable(),
  tags: z.array(z.string()),
  graphics: z.boolean(),
  active: z.boolean(),
  limits: planLimitsSchema,
});
export type PlanView = z.infer<typeof planViewSchema>;

export const planListSchema = z.object({ data: z.array(planViewSchema) });

/** One of the company's promo codes (`GET /v2/employer-panel/codes`). */
export const companyCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['publish', 'extend']),
  planKey: z.string().nullable().describe('The plan the code publishes; null: any plan'),
  maxUses: z.number().int(),
  uses: z.number().int().describe('Uses by everyone'),
  remainingUses: z.number().int(),
  usedByCompany: z.number().int(),
  validUntil: z.string().nullable(),
  issuedToCompany: z.boolean().describe('Issued to this company (otherwise a board-wide code it has used)'),
  usable: z.boolean(),
});
export type CompanyCodeView = z.infer<typeof companyCodeSchema>;
export const companyCodeListSchema = z.object({ data: z.array(companyCodeSchema) });

export const testimonialSchema = z.object({
  id: z.string(),
  author: z.string(),
  role: z.string(),
  company: z.string(),
  quote: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.object({ data: z.array(testimonialSchema) });
