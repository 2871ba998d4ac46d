import type { ReviewInput } from './review-input';

/**
 * Above this ratio of upper to lower bound a range says little to a candidate (the validation allows up
 * to 3×; ads that publish pay average about 1.2×, one board caps it at 2×). Decision 0021.
 */
export const WIDE_SALARY_RATIO = 1.5;

export interface WideSalary {
  type: string;
  currency: string;
  from: number;
  to: number;
  ratio: number;
}

/** Every employment type whose upper bound is far above its lower one. */
export function findWideSalaries(input: Pick<ReviewInput, 'employmentTypes'>): WideSalary[] {
  return input.employmentTypes.flatMap((e) => {
    const from = e.salary?.from;
    const to = e.salary?.to;
    if (!from || !to || from <= 0) return [];
    const ratio = to / from;
    return ratio > WIDE_SALARY_RATIO
      ? [{ type: e.type, currency: e.currency, from, to, ratio: Math.round(ratio * 100) / 100 }]
      : [];
  });
}
