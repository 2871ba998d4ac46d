import { z } from 'zod';

/**
 * Keyset cursors for the offer list: the sort value and id of the row to continue from, and
 * the direction to read in. Opaque to clients (base64url JSON); a malformed or tampered cursor
 * decodes to null, which the API answers with 400.
 */
export interface OfferCursor {
  /** Sort key value of the boundary row: the exact UTC timestamp for date sorts, a number for salary. */
  value: number | string | null;
  id: number;
  direction: 'next' | 'prev';
  /** The boundary row's relevance tier in a keyword search (`relevanceTiers`); absent otherwise. */
  rank?: number | null;
}

/** Largest id a cursor may carry: the database's `integer` (a larger one is a crafted cursor). */
const MAX_INT = 2_147_483_647;

/** An exact UTC timestamp between 1970 and 9999 that is a real date (no year 0000, no 31 February). */
const timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((v) => {
    const date = new Date(v.slice(0, 23) + 'Z');
    return (
      !Number.isNaN(date.getTime()) &&
      date.getUTCFullYear() >= 1970 &&
      date.toISOString().slice(0, 19) === v.slice(0, 19)
    );
  });

const cursorSchema = z.object({
  v: z.union([z.number().finite(), timestamp]).nullable(),
  i: z.number().int().positive().max(MAX_INT),
  d: z.enum(['n', 'p']),
  r: z.number().int().min(0).max(9).optional(),
});

export function encodeCursor(cursor: OfferCursor): string {
  const json = JSON.stringify({
    v: cursor.value,
    i: cursor.id,
    d: cursor.direction === 'next' ? 'n' : 'p',
    ...(cursor.rank === null || cursor.rank === undefined ? {} : { r: cursor.rank }),
  });
  return base64UrlEncode(json);
}

export function decodeCursor(raw: string): OfferCursor | null {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(raw)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(base64UrlDecode(raw)));
    if (!parsed.success) return null;
    return {
      value: parsed.data.v,
      id: parsed.data.i,
      direction: parsed.data.d === 'n' ? 'next' : 'prev',
      rank: parsed.data.r ?? null,
    };
  } catch {
    return null;
  }
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(encoded: string): string {
  const padded = encoded.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (encoded.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
