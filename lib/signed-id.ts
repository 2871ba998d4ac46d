import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/** Redirects of anonymous visitors: only the visitor a redirect was handed to can link it to a new account. */
export const REDIRECT_TOKEN_PURPOSE = 'redirect';

/**
 * A numeric id handed to one visitor with proof that we handed it out: `<id>.<signature>`, signed for
 * one purpose and one scope (e.g. a board). Sequential ids are guessable; the signature is not.
 */
export function signId(purpose: string, scope: string | number, id: number): string {
  return `${id}.${signature(purpose, scope, id)}`;
}

/** The id in a token signed by signId for this purpose and scope; null for anything else. */
export function readSignedId(purpose: string, scope: string | number, token: string | null | undefined): number | null {
  if (!token || token.length > 200) return null;
  const [raw, given, ...rest] = token.split('.');
  if (rest.length || !raw || !given || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  const expected = Buffer.from(signature(purpose, scope, id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}

function signature(purpose: string, scope: string | number, id: number): string {
  return createHmac('sha256', derivedKey(`signed-id:${purpose}`))
    .update(`${scope}.${id}`)
    .digest('base64url');
}
