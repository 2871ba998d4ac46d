import { SALARY_FILTER_MAX, SALARY_FILTER_MIN } from '../../options';

/** Spec: the salary slider moves in steps of 500 within the filter range 0 … 1,000,000. */
export const SALARY_STEP = 500;
export interface SalaryBounds {
  min: number;
  max: number;
  step: number;
}
export const DEFAULT_SALARY_BOUNDS: SalaryBounds = {
  min: SALARY_FILTER_MIN,
  max: SALARY_FILTER_MAX,
  step: SALARY_STEP,
};

/** Keeps a value within the bounds. */
export function clampSalary(value: number, { min, max }: Pick<SalaryBounds, 'min' | 'max'>): number {
  return Math.min(max, Math.max(min, value));
}

/** The nearest step from the minimum, within the bounds (what a thumb lands on). */
export function snapSalary(value: number, bounds: SalaryBounds): number {
  const snapped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return clampSalary(snapped, bounds);
}

/** Rounds to at most two decimals (spec: the numeric input takes up to 2 decimals). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * Reads what a visitor typed: spaces (also no-break) as thousands separators, a comma or a dot
 * before up to two decimals. Empty or unreadable → null; a readable number is clamped.
 */
export function parseSalary(text: string, bounds: Pick<SalaryBounds, 'min' | 'max'>): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d*)?$/.test(compact)) return null;
  return clampSalary(twoDecimals(Number(compact)), bounds);
}

/** 1234567.5 → "1 234 567.5": a space between thousands, up to two decimals. */
export function formatSalary(value: number): string {
  const [whole, fraction] = String(twoDecimals(value)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/**
 * Formats the text while it is typed: groups the thousands, keeps a trailing separator and at
 * most two decimals, drops anything else.
 */
export function formatSalaryInput(text: string): string {
  const cleaned = text.replace(/[^\d.,]/g, '').replace(',', '.');
  const [whole = '', ...rest] = cleaned.split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  if (rest.length === 0) return grouped;
  return `${grouped}.${rest.join('').slice(0, 2)}`;
}

/** A range with the lower value never above the upper one; the thumb that moved wins its side. */
export function orderRange(from: number, to: number, moved: 'from' | 'to'): { from: number; to: number } {
  if (from <= to) return { from, to };
  return moved === 'from' ? { from: to, to } : { from, to: from };
}
