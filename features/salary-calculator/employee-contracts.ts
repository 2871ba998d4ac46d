import { toGrosz, toZloty } from './money';
import type { TaxParameters } from './tax-parameters-2026';
import type { EmploymentOptions, MandateOptions, MonthResult } from './types';

/** Tax at the scale on `base` of income, when `before` of the year's income was already taxed. */
export function scaleTaxOnSlice(p: TaxParameters, before: number, base: number): number {
  const { threshold, lowerRate, upperRate } = p.scale;
  const lower = Math.max(0, Math.min(base, threshold - before));
  return lower * lowerRate + (base - lower) * upperRate;
}

interface YearState {
  /** Emerytalne and rentowe base so far (the 30× cap). */
  pensionBase: number;
  /** Pay so far (the under-26 exemption limit). */
  gross: number;
  /** Taxed income so far (the 12% → 32% threshold). */
  taxBase: number;
}

/**
 * One month of pay taxed as an employee's (umowa o pracę) or a mandate's (umowa zlecenie): the
 * insured person's ZUS with the 30× cap on emerytalne and rentowe, 9% health of the gross less ZUS,
 * costs, the PIT scale over the year's income with the monthly tax-reducing amount (PIT-2 filed),
 * and the under-26 exemption over the year's pay.
 *
 * Sources: ustawa o systemie ubezpieczeń społecznych, art. 22 ust. 1 with art. 16 ust. 1 (the insured's
 * share of each rate) and art. 19 ust. 1 (the 30× cap); ustawa o świadczeniach opieki zdrowotnej, art. 79
 * ust. 1 pkt 1 and art. 81 ust. 1 and 6 (9% of the pay less the insured's ZUS); ustawa o PIT, art. 22
 * ust. 2 (250 / 300 costs) and ust. 9 pkt 4 (20% on a mandate), art. 27 ust. 1 (the scale), art. 32 ust. 1
 * and 3 (employer's advances, 1/12 of the reducing amount with PIT-2), art. 41 ust. 1 (mandate advances)
 * and art. 21 ust. 1 pkt 148 (under 26).
 */
function employeeMonth(
  p: TaxParameters,
  state: YearState,
  month: number,
  gross: number,
  rules: { insured: boolean; sickness: boolean; costs: (social: number) => number; under26: boolean },
): MonthResult {
  const pensionBase = rules.insured ? Math.max(0, Math.min(gross, p.pensionCapAnnual - state.pensionBase)) : 0;
  state.pensionBase += pensionBase;
  const pension = toGrosz(pensionBase * p.employee.pension);
  const disability = toGrosz(pensionBase * p.employee.disability);
  const sickness = rules.insured && rules.sickness ? toGrosz(gross * p.employee.sickness) : 0;
  const social = pension + disability + sickness;
  const health = rules.insured ? toGrosz((gross - social) * p.healthRate) : 0;

  // Spec of the exemption: pay above the yearly limit is taxed, with costs and ZUS in proportion.
  const exempt = rules.under26 ? Math.max(0, Math.min(gross, p.youthExemptionAnnual - state.gross)) : 0;
  state.gross += gross;
  const taxable = gross - exempt;
  let tax = 0;
  if (taxable > 0) {
    const share = taxable / gross;
    const base = toZloty(Math.max(0, taxable - (rules.costs(social) + social) * share));
    tax = Math.max(0, toZloty(scaleTaxOnSlice(p, state.taxBase, base) - p.taxReducingMonthly));
    state.taxBase += base;
  }
  const net = toGrosz(gross - social - health - tax);
  return { month, gross, costs: 0, pension, disability, sickness, otherSocial: 0, health, tax, net };
}

/** A year of umowa o pracę at a monthly gross. */
export function employmentYear(p: TaxParameters, gross: number, options: EmploymentOptions): MonthResult[] {
  const state: YearState = { pensionBase: 0, gross: 0, taxBase: 0 };
  const costs = options.commuting ? p.employeeCostsCommuting : p.employeeCosts;
  return Array.from({ length: 12 }, (_, i) =>
    employeeMonth(p, state, i + 1, gross, {
      insured: true,
      sickness: true,
      costs: () => costs,
      under26: options.under26,
    }),
  );
}

/**
 * A year of umowa zlecenie at a monthly gross: 20% costs of the gross less ZUS. A pupil or student under
 * 26 is not insured (ustawa o s.u.s., art. 6 ust. 4), so pays neither ZUS nor health (ustawa o
 * świadczeniach, art. 66 ust. 1 pkt 1 lit. e covers only a mandate with compulsory pension insurance),
 * and the pay is PIT-exempt (ustawa o PIT, art. 21 ust. 1 pkt 148).
 */
export function mandateYear(p: TaxParameters, gross: number, options: MandateOptions): MonthResult[] {
  const state: YearState = { pensionBase: 0, gross: 0, taxBase: 0 };
  return Array.from({ length: 12 }, (_, i) =>
    employeeMonth(p, state, i + 1, gross, {
      insured: !options.student,
      sickness: options.sickness,
      costs: (social) => toGrosz((gross - social) * p.mandateCostsRate),
      under26: options.student || options.under26,
    }),
  );
}
