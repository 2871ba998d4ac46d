import { createHash } from 'node:crypto';
import { issueChallenge } from '@/lib/antibot/challenge';
import type { AntiBotAction } from '@/lib/antibot/pow';

/** Solves a challenge with Node's own SHA-256 (the browser uses the shared JS one). */
export function solvePow(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256')
      .update(challenge + nonce)
      .digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= difficulty) return String(nonce);
  }
}

/**
 * A fresh, valid Recaptcha-Token header value for `action` (self-hosted proof-of-work), single use:
 * call it once per request, on `board` (default `it`). `now` issues it at another time (an expired token: 11
 * minutes ago).
 */
export function antiBotToken(
  action: AntiBotAction,
  { board = 'it', ...options }: { now?: number; difficulty?: number; board?: string } = {},
): string {
  const { challenge, difficulty } = issueChallenge(action, board, options);
  return `${challenge}.${solvePow(challenge, difficulty)}`;
}
