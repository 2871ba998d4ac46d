import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/**
 * Browsers cannot set headers on a WebSocket, so SignalR clients pass `?access_token=`. The session cookie
 * is HttpOnly and must stay so: instead, a signed-in page asks for a short-lived hub token that names the
 * user, the board and the hub, and the hub checks the membership behind it on every connection.
 */
export interface HubTokenClaims {
  userId: string;
  tenantId: number;
  hub: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export const HUB_TOKEN_TTL_SECONDS = 5 * 60;

const sign = (payload: string) => createHmac('sha256', derivedKey('hub-token')).update(payload).digest('base64url');

export function issueHubToken(
  claims: Omit<HubTokenClaims, 'expiresAt'>,
  now = Date.now(),
): { token: string; expiresAt: number } {
  const expiresAt = Math.floor(now / 1000) + HUB_TOKEN_TTL_SECONDS;
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, t: claims.tenantId, h: claims.hub, e: expiresAt }),
  ).toString('base64url');
  return { token: `${payload}.${sign(payload)}`, expiresAt };
}

/** The claims of a valid, unexpired token for this hub; null for anything else. */
export function readHubToken(token: string | null | undefined, hub: string, now = Date.now()): HubTokenClaims | null {
  if (!token || token.length > 600) return null;
  const [payload, given, ...rest] = token.split('.');
  if (rest.length || !payload || !given) return null;
  const expected = Buffer.from(sign(payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      t?: unknown;
      h?: unknown;
      e?: unknown;
    };
    if (typeof raw.u !== 'string' || typeof raw.t !== 'number' || raw.h !== hub || typeof raw.e !== 'number')
      return null;
    if (raw.e * 1000 <= now) return null;
    return { userId: raw.u, tenantId: raw.t, hub, expiresAt: raw.e };
  } catch {
    return null;
  }
}
