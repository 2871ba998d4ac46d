import { formatAmount } from '@/lib/format';

/**
 * The salary lines of the offer page (and of the similar offers under the apply form): the offer's
 * own range in its currency and unit, and the board's converted monthly amounts. Pure, so the page
 * only composes them.
 */

export type SalaryUnit = 'hour' | 'day' | 'month' | 'year';

export interface SalaryWords {
  notDisclosed: string;
  range: (from: string, to: string) => string;
  perUnit: (amount: string, currency: string, unit: string) => string;
  unit: (unit: SalaryUnit) => string;
}

export interface OfferSalary {
  currency: string;
  salary: { from: number | null; to: number | null; unit: SalaryUnit } | null;
}

/** "15 000 – 20 000 PLN" (+ the unit unless it is a month and the board hides monthly units). */
export function salaryLine(e: OfferSalary, locale: string, words: SalaryWords, alwaysShowUnit: boolean): string {
  if (!e.salary) return words.notDisclosed;
  const from = e.salary.from === null ? null : formatAmount(e.salary.from, locale);
  const to = e.salary.to === null ? null : formatAmount(e.salary.to, locale);
  const amount = from && to && from !== to ? words.range(from, to) : (from ?? to ?? '');
  const unit = alwaysShowUnit || e.salary.unit !== 'month' ? words.unit(e.salary.unit) : '';
  return words.perUnit(amount, e.currency, unit).trim();
}

/** The converted monthly amounts per board currency, rounded to whole units; currencies without one are left out. */
export function convertedLines(
  converted: Partial<Record<string, { from: number | null; to: number | null } | null>>,
  currencies: readonly string[],
  locale: string,
  words: SalaryWords,
): Record<string, string> {
  const month = words.unit('month');
  return Object.fromEntries(
    currencies.flatMap((c) => {
      const amount = converted[c];
      if (!amount || amount.from === null) return [];
      const from = formatAmount(Math.round(amount.from), locale);
      const to = amount.to === null ? from : formatAmount(Math.round(amount.to), locale);
      const range = from === to ? from : words.range(from, to);
      return [[c, words.perUnit(range, c, month)]];
    }),
  );
}

/**
 * An offer's contracts as its salary rows: one row per contract with a salary, and one for all the
 * contracts without one, so that "not disclosed" is said once per offer, naming those contracts.
 */
export function salaryRowsOf<E extends OfferSalary & { type: string }, R>(
  contracts: readonly E[],
  disclosed: (contract: E) => R,
  undisclosed: (types: E['type'][]) => R,
): R[] {
  const without = [...new Set(contracts.filter((e) => !e.salary).map((e) => e.type))];
  return [...contracts.filter((e) => e.salary).map(disclosed), ...(without.length ? [undisclosed(without)] : [])];
}
