import type { ReviewInput } from './review-input';

/** Contracts the Labour Code's duty covers (B2B and civil contracts are outside it, but candidates expect pay there too). */
const EMPLOYMENT_CONTRACTS = new Set(['permanent', 'internship', 'any']);

export type PayTransparency =
  | { status: 'ok' }
  /** No employment type carries a salary: the law's duty (for employment contracts) or candidates' expectation. */
  | { status: 'missing'; legalDuty: boolean }
  /** Some employment types carry a salary, others (listed) do not. */
  | { status: 'partial'; without: string[]; legalDuty: boolean };

const hasPay = (e: ReviewInput['employmentTypes'][number]) =>
  e.salary !== null && (e.salary.from !== null || e.salary.to !== null);

/** Whether the ad tells the candidate the pay, and whether the law (not only good manners) asks for it. */
export function checkPayTransparency(input: Pick<ReviewInput, 'employmentTypes'>): PayTransparency {
  const types = input.employmentTypes;
  const without = types.filter((e) => !hasPay(e));
  const legalDuty = without.some((e) => EMPLOYMENT_CONTRACTS.has(e.type)) || types.length === 0;
  if (types.length === 0 || without.length === types.length) return { status: 'missing', legalDuty };
  if (without.length) return { status: 'partial', without: without.map((e) => e.type), legalDuty };
  return { status: 'ok' };
}
