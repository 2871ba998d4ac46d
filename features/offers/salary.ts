import type { SalaryCurrency, SalaryUnit } from './options';

/** Hours, days and years expressed as months of full-time work (168 h, 21 days, 1/12 year). */
export const MONTH_FACTOR: Record<SalaryUnit, number> = { hour: 168, day: 21, month: 1, year: 1 / 12 };

/** PLN value of one unit of each currency. */
export type RatesToPln = Record<SalaryCurrency, number>;

/** An amount per `unit` in `currency`, as a monthly amount in `target`, rounded to the grosz/cent. */
export function toMonthlyIn(
  amount: number,
  unit: SalaryUnit,
  currency: SalaryCurrency,
  target: SalaryCurrency,
  rates: RatesToPln,
): number {
  const monthly = amount * MONTH_FACTOR[unit];
  return Math.round(((monthly * rates[currency]) / rates[target]) * 100) / 100;
}
