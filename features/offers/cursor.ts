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
}

const cursorSchema = z.object({
  v: z.union([z.number().finite(), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)]).nullable(),
  i: z.number().int().positive(),
  d: z.enum(['n', 'p']),
});

export function encodeCursor(cursor: OfferCursor): string {
  const json = JSON.stringify({ v: cursor.value, i: cursor.id, d: cursor.direction === 'next' ? 'n' : 'p' });
  return base64UrlEncode(json);
}

export function decodeCursor(raw: string): OfferCursor | null {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(raw)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(base64UrlDecode(raw)));
    if (!parsed.success) return null;
    return { value: parsed.data.v, id: parsed.data.i, direction: parsed.data.d === 'n' ? 'next' : 'prev' };
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
