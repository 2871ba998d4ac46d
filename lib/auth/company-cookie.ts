import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/** The employer's active company: `<companyId>.<signature>`, the signature binding the id to the user. */
export const ACTIVE_COMPANY_COOKIE = 'wakat.company';
export const ACTIVE_COMPANY_MAX_AGE_S = 60 * 60 * 24 * 365;

const sign = (userId: string, companyId: number) =>
  createHmac('sha256', derivedKey('active-company')).update(`${userId}:${companyId}`).digest('base64url');

/** The cookie value naming a company for a user (the panel's company switcher sets it). */
export function activeCompanyCookieValue(userId: string, companyId: number): string {
  return `${companyId}.${sign(userId, companyId)}`;
}

/** Attributes for `Set-Cookie` / `cookies().set` of the active-company cookie. */
export const activeCompanyCookieOptions = {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: ACTIVE_COMPANY_MAX_AGE_S,
} as const;

/** The company id a request's cookie names for this user, or null when absent, malformed or not signed for them. */
export function readActiveCompanyCookie(headers: Headers, userId: string): number | null {
  const value = cookieValue(headers.get('cookie') ?? '', ACTIVE_COMPANY_COOKIE);
  const match = value ? /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const companyId = Number(match[1]);
  const expected = Buffer.from(sign(userId, companyId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? companyId : null;
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
