import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/** How long a prefilled CV stays usable: the time a candidate takes to fill in the form. */
const TTL_MS = 2 * 3_600_000;

let key: Buffer | undefined;
const signingKey = () => (key ??= derivedKey('cv-token'));

const sign = (payload: string) => createHmac('sha256', signingKey()).update(payload).digest('base64url');

/** A short-lived token naming one stored CV of one candidate; the form sends it instead of the file. */
export function createCvToken(userId: string, documentId: number, now = Date.now()): string {
  const payload = `${documentId}.${(now + TTL_MS).toString(36)}`;
  return `${payload}.${sign(`${userId}.${payload}`)}`;
}

/** The CV's document id when the token is this candidate's and still fresh; otherwise null. */
export function readCvToken(token: string, userId: string, now = Date.now()): number | null {
  const [id, expires, signature] = token.split('.');
  if (!id || !expires || !signature || !/^\d+$/.test(id)) return null;
  const expected = Buffer.from(sign(`${userId}.${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (parseInt(expires, 36) < now) return null;
  return Number(id);
}
