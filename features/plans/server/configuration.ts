import { z } from 'zod';
import { APPLY_LIMITS, HISTORY_BATCH } from '@/features/apply/constants';
import { SALARY_UNITS, SENIORITIES } from '@/features/offers/options';
import type { DbOrTx } from '@/lib/db/client';
import { COMPANY_SIZES, LANGUAGE_LEVELS } from '@/lib/db/schema';
import { DEFAULT_PLAN_KEY, planLimitsSchema } from '../schemas';
import { listPlans } from './plan-service';

/**
 * `GET /v2/user-panel/configuration`: the numbers a client needs before it shows plans, the offer
 * form or the apply form, from one place (spec, section 9, and the board's plans). Nothing in it
 * is personal; see docs/decisions/0025-plans-and-offer-life.md for why these fields.
 */
export const configurationSchema = z.object({
  defaultPlan: z.string(),
  currency: z.string(),
  taxRate: z.number().describe('VAT in percent applied to plan prices'),
  plans: z.array(z.object({ type: z.string(), limits: planLimitsSchema })),
  offerForm: z.object({
    maxLanguages: z.number().int(),
    logoMaxBytes: z.number().int(),
    logoTypes: z.array(z.string()),
    salaryMaxRatio: z.number().describe('The upper salary bound is at most this many times the lower'),
    salaryUnits: z.array(z.string()),
    defaultSalaryUnit: z.string(),
    defaultCurrency: z.string(),
    seniorities: z.array(z.string()),
    languageLevels: z.array(z.string()),
    companySizes: z.array(z.string()),
    skillsPageSize: z.number().int(),
    validationDebounceMs: z.number().int(),
  }),
  application: z.object({ messageMaxLength: z.number().int(), historyBatchSize: z.number().int() }),
  paymentStatuses: z.object({
    pending: z.array(z.string()),
    success: z.array(z.string()),
    failure: z.array(z.string()),
  }),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const OFFER_FORM_LIMITS = {
  maxLanguages: 5,
  logoMaxBytes: 5_242_880,
  logoTypes: ['jpg', 'jpeg', 'png'],
  salaryMaxRatio: 3,
  skillsPageSize: 100,
  validationDebounceMs: 150,
} as const;

export async function boardConfiguration(db: DbOrTx, tenantId: number): Promise<Configuration> {
  const rows = await listPlans(db, tenantId);
  return {
    defaultPlan: rows.some((p) => p.key === DEFAULT_PLAN_KEY) ? DEFAULT_PLAN_KEY : (rows[0]?.key ?? DEFAULT_PLAN_KEY),
    currency: rows[0]?.currency ?? 'PLN',
    taxRate: rows[0]?.taxRate ?? 23,
    plans: rows.map((p) => ({ type: p.key, limits: planLimitsSchema.parse(p.limits) })),
    offerForm: {
      maxLanguages: OFFER_FORM_LIMITS.maxLanguages,
      logoMaxBytes: OFFER_FORM_LIMITS.logoMaxBytes,
      logoTypes: [...OFFER_FORM_LIMITS.logoTypes],
      salaryMaxRatio: OFFER_FORM_LIMITS.salaryMaxRatio,
      salaryUnits: [...SALARY_UNITS],
      defaultSalaryUnit: 'month',
      defaultCurrency: 'PLN',
      seniorities: [...SENIORITIES],
      languageLevels: [...LANGUAGE_LEVELS],
      companySizes: [...COMPANY_SIZES],
      skillsPageSize: OFFER_FORM_LIMITS.skillsPageSize,
      validationDebounceMs: OFFER_FORM_LIMITS.validationDebounceMs,
    },
    application: { messageMaxLength: APPLY_LIMITS.messageMax, historyBatchSize: HISTORY_BATCH },
    // Spec, "Payment status mapping".
    paymentStatuses: { pending: ['pending', 'started'], success: ['paid', 'ok'], failure: ['failed', 'error'] },
  };
}
