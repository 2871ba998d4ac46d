import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { derivedKey } from '@/lib/secret';
import { leadingZeroBits, type AntiBotAction } from './pow';

/** How long a challenge may be solved and used. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

interface Payload {
  /** action */
  a: AntiBotAction;
  /** the board (slug) it was issued on: a token solved on one board is no use on another */
  b: string;
  /** expiry, ms since the epoch */
  e: number;
  /** difficulty in bits */
  d: number;
  /** random salt */
  s: string;
}

export function defaultDifficulty(): number {
  const env = getEnv();
  return env.ANTIBOT_DIFFICULTY ?? (env.NODE_ENV === 'test' ? 8 : 16);
}

const sign = (payload: string) => createHmac('sha256', derivedKey('antibot')).update(payload).digest('base64url');

/** A signed challenge for one action on one board. */
export function issueChallenge(
  action: AntiBotAction,
  board: string,
  { difficulty = defaultDifficulty(), now = Date.now() }: { difficulty?: number; now?: number } = {},
): { challenge: string; difficulty: number; expiresAt: number } {
  const payload: Payload = {
    a: action,
    b: board,
    e: now + CHALLENGE_TTL_MS,
    d: difficulty,
    s: randomBytes(12).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { challenge: `${encoded}.${sign(encoded)}`, difficulty, expiresAt: payload.e };
}

export type PowVerdict =
  | { ok: true; id: string; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrongAction' | 'wrongBoard' | 'noWork' };

/**
 * Checks a `<payload>.<signature>.<nonce>` token: signature, action, board, expiry and the work.
 * Single use is the caller's part (`id` names the challenge, whatever nonce solved it).
 */
export function verifyPowToken(token: string, action: AntiBotAction, board: string, now = Date.now()): PowVerdict {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 1000) return { ok: false, reason: 'malformed' };
  const [encoded, signature, nonce] = parts as [string, string, string];
  if (!/^\d{1,16}$/.test(nonce)) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (payload.a !== action) return { ok: false, reason: 'wrongAction' };
  if (payload.b !== board) return { ok: false, reason: 'wrongBoard' };
  if (!(payload.e > now)) return { ok: false, reason: 'expired' };
  const digest = createHash('sha256').update(`${encoded}.${signature}${nonce}`).digest();
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) words[i] = digest.readUInt32BE(i * 4);
  if (leadingZeroBits(words) < payload.d) return { ok: false, reason: 'noWork' };
  return { ok: true, id: signature, expiresAt: payload.e };
}
