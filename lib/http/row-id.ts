import { z } from 'zod';

/** The largest value of the `integer` (int4) id columns. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id as a client writes it in a path: digits only, no sign, no leading zero, no exponent, and
 * within the `integer` columns' range. Anything else names no row (`null`), so the caller answers 404
 * before the value reaches a query (where 2147483648 is a database error, not "not found").
 */
export function rowIdOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}

/** True when the text looks like an id (digits only): a lookup by id or slug then looks by id alone. */
export const looksLikeId = (value: string) => /^\d+$/.test(value);

/** The zod schema of a row id in a path or query (string or number in, number out). */
export const rowId = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const id = rowIdOf(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return id;
});
