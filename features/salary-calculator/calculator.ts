import { b2bYear } from './b2b-contract';
import { employmentYear, mandateYear } from './employee-contracts';
import { sumMoney, toGrosz } from './money';
import { TAX_PARAMETERS, type TaxParameters } from './tax-parameters-2026';
import type { ContractOptions, MonthResult, YearResult } from './types';

function monthsOf(p: TaxParameters, gross: number, options: ContractOptions): MonthResult[] {
  switch (options.contract) {
    case 'employment':
      return employmentYear(p, gross, options);
    case 'mandate':
      return mandateYear(p, gross, options);
    case 'b2b':
      return b2bYear(p, gross, options);
  }
}

const FIELDS = ['gross', 'costs', 'pension', 'disability', 'sickness', 'otherSocial', 'health', 'tax', 'net'] as const;

/** Gross → net: a year month by month at a monthly gross (or B2B invoice), with the year's totals. */
export function grossToNet(gross: number, options: ContractOptions, p: TaxParameters = TAX_PARAMETERS): YearResult {
  const monthlyGross = toGrosz(Math.max(0, gross));
  const months = monthsOf(p, monthlyGross, options);
  const total = Object.fromEntries(FIELDS.map((f) => [f, sumMoney(...months.map((m) => m[f]))])) as YearResult['total'];
  return { monthlyGross, months, total, averageNet: toGrosz(total.net / 12) };
}

/** Highest monthly gross the calculator accepts (10 million PLN). */
export const MAX_MONTHLY_AMOUNT = 10_000_000;

/**
 * Net → gross: the lowest monthly gross, to the grosz, whose average monthly net over the year
 * reaches `net`. Net grows with gross but in steps (advances are whole złoty), so the answer is
 * found by bisection over grosze rather than by an algebraic inverse.
 */
export function netToGross(net: number, options: ContractOptions, p: TaxParameters = TAX_PARAMETERS): YearResult {
  const target = toGrosz(net);
  const netAt = (grosze: number) => grossToNet(grosze / 100, options, p).averageNet;
  let low = 0;
  let high = Math.max(100_000, Math.round(target * 200));
  while (netAt(high) < target && high < MAX_MONTHLY_AMOUNT * 100) high *= 2;
  if (netAt(low) >= target) return grossToNet(0, options, p);
  // Invariant: net(low) < target ≤ net(high).
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (netAt(mid) >= target) high = mid;
    else low = mid;
  }
  return grossToNet(high / 100, options, p);
}
