import { z } from 'zod';
import { SENIORITIES } from '@/features/offers/options';
import { MAX_MONTHLY_AMOUNT } from './calculator';
import type { MarketQuery } from './market';
import { B2B_TAX_FORMS, B2B_ZUS_SCHEMES, CONTRACTS, DIRECTIONS, type ContractOptions, type Direction } from './types';

/** A single query value (the first one when repeated). */
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const checkbox = z.preprocess(one, z.string().optional()).transform((v) => v === 'on' || v === 'true' || v === '1');
const amount = (fallback: number) =>
  z.preprocess((v) => {
    const text = String(one(v) ?? '')
      .replace(/\s/g, '')
      .replace(',', '.');
    return text === '' ? undefined : text;
  }, z.coerce.number().min(0).max(MAX_MONTHLY_AMOUNT).catch(fallback));
const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(one, z.enum(values).catch(fallback));
const slug = z.preprocess(
  one,
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(100)
    .nullable()
    .catch(null),
);

/**
 * The calculator page's query (a GET form, so it works without JavaScript): the contract, its
 * options, the amount and which way to compute, and the market panel's filters. Anything malformed
 * falls back to its default rather than failing the page.
 */
export const salaryCalculatorQuerySchema = z.object({
  contract: choice(CONTRACTS, 'employment'),
  direction: choice(DIRECTIONS, 'gross_to_net'),
  amount: amount(10_000),
  commuting: checkbox,
  under26: checkbox,
  student: checkbox,
  sickness: checkbox,
  tax: choice(B2B_TAX_FORMS, 'linear'),
  zus: choice(B2B_ZUS_SCHEMES, 'full'),
  costs: amount(0),
  /** "Mały ZUS plus": last year's income from the business. */
  previousIncome: amount(0),
  category: slug,
  seniority: z.preprocess(one, z.enum(SENIORITIES).nullable().catch(null)),
  city: slug,
});
export type SalaryCalculatorQuery = z.output<typeof salaryCalculatorQuerySchema>;

/**
 * The page's query when it was opened without one: the sickness insurance boxes start ticked (a
 * submitted form without the box means "no").
 */
export function parseSalaryCalculatorQuery(raw: Record<string, unknown>): SalaryCalculatorQuery {
  const isBlank = !('amount' in raw);
  return salaryCalculatorQuerySchema.parse(isBlank ? { ...raw, sickness: 'on' } : raw);
}

export function contractOptionsOf(q: SalaryCalculatorQuery): ContractOptions {
  switch (q.contract) {
    case 'employment':
      return { contract: 'employment', commuting: q.commuting, under26: q.under26 };
    case 'mandate':
      return { contract: 'mandate', student: q.student, under26: q.under26, sickness: q.sickness };
    case 'b2b':
      return {
        contract: 'b2b',
        taxForm: q.tax,
        zus: q.zus,
        sickness: q.sickness,
        costs: q.costs,
        previousIncome: q.previousIncome,
      };
  }
}

export const marketQueryOf = (q: SalaryCalculatorQuery): MarketQuery => ({
  category: q.category,
  seniority: q.seniority,
  city: q.city,
  contract: q.contract,
});

/** The page's query string for a state (links such as "use the median"); defaults are left out. */
export function salaryCalculatorSearch(q: SalaryCalculatorQuery, changes: Partial<SalaryCalculatorQuery> = {}): string {
  const s = { ...q, ...changes };
  const out = new URLSearchParams();
  out.set('contract', s.contract);
  out.set('direction', s.direction satisfies Direction);
  out.set('amount', String(s.amount));
  for (const flag of ['commuting', 'under26', 'student', 'sickness'] as const) if (s[flag]) out.set(flag, 'on');
  if (s.tax !== 'linear') out.set('tax', s.tax);
  if (s.zus !== 'full') out.set('zus', s.zus);
  if (s.costs) out.set('costs', String(s.costs));
  if (s.previousIncome) out.set('previousIncome', String(s.previousIncome));
  if (s.category) out.set('category', s.category);
  if (s.seniority) out.set('seniority', s.seniority);
  if (s.city) out.set('city', s.city);
  return out.toString();
}
