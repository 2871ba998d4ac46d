import { toGrosz, toZloty } from './money';
import type { TaxParameters } from './tax-parameters-2026';
import type { B2bOptions, MonthResult } from './types';

/** The declared ZUS base of a month of the year under a scheme (0: no social contributions). */
function socialBase(p: TaxParameters, options: B2bOptions, month: number): number {
  if (options.zus === 'full') return p.fullZusBase;
  if (options.zus === 'start_relief' && month <= p.startReliefMonths) return 0;
  return p.preferentialZusBase;
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
    const pension = toGrosz(base * p.selfEmployed.pension);
    const disability = toGrosz(base * p.selfEmployed.disability);
    const sickness = options.sickness ? toGrosz(base * p.selfEmployed.sickness) : 0;
    // The Labour Fund is due only on a base of at least the minimum wage (not on "mały ZUS").
    const laborFund = base >= p.minimumWage ? toGrosz(base * p.selfEmployed.laborFund) : 0;
    const otherSocial = toGrosz(toGrosz(base * p.selfEmployed.accident) + laborFund);
    const social = pension + disability + sickness + otherSocial;
    const income = revenue - costs - social;

    let health: number;
    let tax: number;
    if (options.taxForm === 'linear') {
      health = Math.max(toGrosz(Math.max(0, income) * p.healthRateLinear), p.healthMinimum);
      const deduction = Math.min(health, p.linearHealthDeductionLimit - healthDeducted);
      healthDeducted += deduction;
      incomeToDate += toZloty(Math.max(0, income - deduction));
      tax = toZloty(incomeToDate * p.linearRate) - taxPaid;
    } else if (options.taxForm === 'scale') {
      health = Math.max(toGrosz(Math.max(0, income) * p.healthRate), p.healthMinimum);
      incomeToDate += toZloty(Math.max(0, income));
      tax = scaleTaxToDate(p, incomeToDate) - taxPaid;
    } else {
      health = lumpSumHealth;
      const taxed = toZloty(Math.max(0, revenue - social - health * p.lumpSumHealthDeductibleShare));
      tax = toZloty(taxed * p.lumpSumRateIt);
    }
    taxPaid += tax;
    const net = toGrosz(revenue - costs - social - health - tax);
    return { month, gross: revenue, costs, pension, disability, sickness, otherSocial, health, tax, net };
  });
}
