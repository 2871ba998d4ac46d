import { toGrosz, toZloty } from './money';
import type { TaxParameters } from './tax-parameters-2026';
import type { B2bOptions, MonthResult } from './types';

/**
 * "Mały ZUS plus" (ustawa o s.u.s., art. 18c): 50% of last year's average monthly income (the year's
 * income ÷ its days × 30, to the grosz), between the preferential base and the full one.
 */
export function incomeBasedZusBase(p: TaxParameters, previousIncome: number): number {
  const { incomeShare, previousYearDays } = p.incomeBasedZus;
  const averageMonthly = toGrosz((Math.max(0, previousIncome) / previousYearDays) * 30);
  return Math.min(p.fullZusBase, Math.max(p.preferentialZusBase, toGrosz(averageMonthly * incomeShare)));
}

/** Whether a scheme can be had with a tax form ("mały ZUS plus" needs an income, so not the lump sum). */
export const zusSchemeAllowed = (options: Pick<B2bOptions, 'zus' | 'taxForm'>) =>
  !(options.zus === 'income_based' && options.taxForm === 'lump_sum');

/**
 * The declared ZUS base of a month of the year under a scheme (0: no social contributions).
 * Full: art. 18 ust. 8 ustawy o s.u.s.; mały ZUS: art. 18a; mały ZUS plus: art. 18c; ulga na start:
 * art. 18 ustawy Prawo przedsiębiorców, then mały ZUS for the rest of the year.
 */
function socialBase(p: TaxParameters, options: B2bOptions, month: number): number {
  switch (options.zus) {
    case 'full':
      return p.fullZusBase;
    case 'preferential':
      return p.preferentialZusBase;
    case 'income_based':
      return zusSchemeAllowed(options) ? incomeBasedZusBase(p, options.previousIncome) : p.fullZusBase;
    case 'start_relief':
      return month <= p.startReliefMonths ? 0 : p.preferentialZusBase;
  }
}

/** Scale tax on the year's income so far, less the yearly tax-reducing amount (never below zero). */
function scaleTaxToDate(p: TaxParameters, income: number): number {
  const { threshold, lowerRate, upperRate } = p.scale;
  const tax = Math.min(income, threshold) * lowerRate + Math.max(0, income - threshold) * upperRate;
  return Math.max(0, toZloty(tax - p.taxReducingAnnual));
}

/**
 * A year of B2B (a sole trader invoicing `revenue` net of VAT each month). Social ZUS is paid on the
 * declared base and lowers income (or revenue, for the lump sum). Health: linear 4.9% of income with
 * the minimum, deductible up to the yearly limit; scale 9% of income with the minimum, not
 * deductible; lump sum a fixed amount by yearly revenue, half of it off revenue. Income tax advances
 * are cumulative over the year (linear, scale) or monthly (lump sum). Health is computed on the
 * month's own income (the law uses the month before; the year's total is the same).
 */
export function b2bYear(p: TaxParameters, revenue: number, options: B2bOptions): MonthResult[] {
  const isLumpSum = options.taxForm === 'lump_sum';
  const costs = isLumpSum ? 0 : Math.max(0, options.costs);
  const lumpSumHealth = p.lumpSumHealth.find((b) => revenue * 12 <= b.revenueUpTo)!.monthly;
  let incomeToDate = 0;
  let taxPaid = 0;
  let healthDeducted = 0;
  return Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const base = socialBase(p, options, month);
    // Rates: ustawa o s.u.s., art. 22 ust. 1 (the business owner pays them whole, art. 16 ust. 1).
    const pension = toGrosz(base * p.selfEmployed.pension);
    const disability = toGrosz(base * p.selfEmployed.disability);
    const sickness = options.sickness ? toGrosz(base * p.selfEmployed.sickness) : 0;
    // The Labour Fund is due only on a base of at least the minimum wage (not on "mały ZUS", nor on a
    // "mały ZUS plus" base below it): see `fullZusBase` in the tax parameters.
    const laborFund = base >= p.minimumWage ? toGrosz(base * p.selfEmployed.laborFund) : 0;
    const otherSocial = toGrosz(toGrosz(base * p.selfEmployed.accident) + laborFund);
    const social = pension + disability + sickness + otherSocial;
    const income = revenue - costs - social;

    let health: number;
    let tax: number;
    if (options.taxForm === 'linear') {
      // Health 4.9% of income (ustawa o świadczeniach, art. 79 ust. 1 pkt 3), at least 9% of the minimum
      // wage (art. 81 ust. 2a–2b: `healthMinimum`); deducted from income up to the yearly
      // limit (ustawa o PIT, art. 30c ust. 2 pkt 2); tax 19% (art. 30c ust. 1), advances cumulative (art. 44 ust. 3a).
      health = Math.max(toGrosz(Math.max(0, income) * p.healthRateLinear), p.healthMinimum);
      const deduction = Math.min(health, p.linearHealthDeductionLimit - healthDeducted);
      healthDeducted += deduction;
      incomeToDate += toZloty(Math.max(0, income - deduction));
      tax = toZloty(incomeToDate * p.linearRate) - taxPaid;
    } else if (options.taxForm === 'scale') {
      // Health 9% of income (art. 79 ust. 1 pkt 1, art. 81 ust. 2), at least `healthMinimum`; not
      // deductible. Tax on the scale less the reducing amount (ustawa o PIT, art. 27 ust. 1), cumulative (art. 44 ust. 3).
      health = Math.max(toGrosz(Math.max(0, income) * p.healthRate), p.healthMinimum);
      incomeToDate += toZloty(Math.max(0, income));
      tax = scaleTaxToDate(p, incomeToDate) - taxPaid;
    } else {
      // Health by the yearly revenue bracket (art. 81 ust. 2c ustawy o świadczeniach); tax 12% of revenue
      // (ustawa o zryczałtowanym podatku dochodowym, art. 12 ust. 1 pkt 2 lit. ga), each month (art. 21 ust. 1).
      health = lumpSumHealth;
      // Ustawa o zryczałtowanym podatku dochodowym, art. 11 ust. 1: revenue is lowered by the social *insurance*
      // contributions (ustawa o s.u.s.: pension, disability, sickness, accident) and (ust. 1c) half of the health
      // paid. The Labour Fund is not social insurance (a contribution to a state fund), and the lump sum
      // knows no costs, so it lowers nothing here (on the scale and linear tax it is a cost: PIT art. 22).
      const insurance = social - laborFund;
      const taxed = toZloty(Math.max(0, revenue - insurance - health * p.lumpSumHealthDeductibleShare));
      tax = toZloty(taxed * p.lumpSumRateIt);
    }
    taxPaid += tax;
    const net = toGrosz(revenue - costs - social - health - tax);
    return { month, gross: revenue, costs, pension, disability, sickness, otherSocial, health, tax, net };
  });
}
