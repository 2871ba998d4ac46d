import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The connection token of negotiate, which any instance of the deployment accepts: it is signed with
 * the deployment's key and names the connection, the user (or anonymous identity) that negotiated, the hub
 * and an expiry. Nothing about it is kept in memory; single use is enforced by the relay (Redis SET NX
 * across instances, a map on one). base64url and '.', so the client may put it into `?id=` unencoded.
 */
export interface ConnectionClaims {
  /** The connection's id (128 random bits, base64url): the public id for version 1, the key of its state. */
  connectionId: string;
  userId: string;
  hub: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** The client asked for stateful reconnect and was offered it. */
  stateful: boolean;
  /** Negotiate version the client spoke (0: the token is also the public connection id). */
  version: 0 | 1;
}

const MAX_TOKEN_LENGTH = 1024;

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

export function issueConnectionToken(key: Buffer, claims: ConnectionClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      c: claims.connectionId,
      u: claims.userId,
      h: claims.hub,
      e: claims.expiresAt,
      s: claims.stateful ? 1 : 0,
      v: claims.version,
    }),
  ).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/**
 * The claims of a token signed with `key` for this hub, or null (forged, malformed, another hub). Expiry is
 * left to the caller: a stateful connection may come back with its token after it expired.
 */
export function readConnectionToken(key: Buffer, token: string | null, hub: string): ConnectionClaims | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, given, ...rest] = token.split('.');
  if (rest.length > 0 || !payload || !given) return null;
  const expected = Buffer.from(signature(key, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (
      typeof raw.c !== 'string' ||
      typeof raw.u !== 'string' ||
      raw.h !== hub ||
      typeof raw.e !== 'number' ||
      (raw.v !== 0 && raw.v !== 1)
    )
      return null;
    return {
      connectionId: raw.c,
      userId: raw.u,
      hub,
      expiresAt: raw.e,
      stateful: raw.s === 1,
      version: raw.v,
    };
  } catch {
    return null;
  }
}
