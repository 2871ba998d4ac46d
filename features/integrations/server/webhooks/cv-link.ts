import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/** How long a CV link in a webhook works: long enough for the receiver to fetch it, short enough to leak little. */
export const CV_LINK_TTL_MS = 60 * 60_000;

let key: Buffer | undefined;
const signingKey = () => (key ??= derivedKey('webhook-cv-link'));
const sign = (payload: string) => createHmac('sha256', signingKey()).update(payload).digest('base64url');

/** `<attachment id>.<expiry, base-36 ms>.<signature>`: names one application file until it expires. */
export function createCvLinkToken(attachmentId: number, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = now + CV_LINK_TTL_MS;
  const payload = `${attachmentId}.${expires.toString(36)}`;
  return { token: `${payload}.${sign(payload)}`, expiresAt: new Date(expires) };
}

/** The attachment id of a genuine token that has not expired; null for anything else. */
export function readCvLinkToken(token: string, now = Date.now()): number | null {
  if (token.length > 200) return null;
  const [id, expires, signature, ...rest] = token.split('.');
  if (rest.length || !id || !expires || !signature || !/^\d{1,10}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(expires))
    return null;
  const expected = Buffer.from(sign(`${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (parseInt(expires, 36) <= now) return null;
  return Number(id);
}
