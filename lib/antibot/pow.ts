import { sha256Words } from './sha256';

/**
 * The self-hosted proof-of-work, shared by browser and server. A challenge is `<payload>.<signature>`
 * issued by the server; the client finds a nonce such that sha256(challenge + nonce) starts with
 * `difficulty` zero bits and sends `<challenge>.<nonce>` as the Recaptcha-Token header.
 */
export const ANTIBOT_ACTIONS = ['apply', 'track_redirect', 'offer_initiate'] as const;
export type AntiBotAction = (typeof ANTIBOT_ACTIONS)[number];

export const ANTIBOT_HEADER = 'Recaptcha-Token';

/** What GET /api/antibot/challenge answers. */
export type AntiBotChallenge =
  { provider: 'pow'; challenge: string; difficulty: number } | { provider: 'recaptcha'; siteKey: string };

/** Leading zero bits of a digest given as big-endian words. */
export function leadingZeroBits(words: Uint32Array): number {
  let bits = 0;
  for (const word of words) {
    if (word === 0) {
      bits += 32;
      continue;
    }
    return bits + Math.clz32(word);
  }
  return bits;
}

/** Whether `nonce` does the work for `challenge`. */
export function hasWork(challenge: string, nonce: string, difficulty: number): boolean {
  return leadingZeroBits(sha256Words(new TextEncoder().encode(challenge + nonce))) >= difficulty;
}

/**
 * Finds a nonce, `chunk` attempts at a time, calling `yieldNow` between chunks so a page stays responsive.
 * Expected attempts: 2^difficulty (65,536 at the default 16 bits, a few tens of milliseconds).
 */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  yieldNow: () => Promise<void> = () => Promise.resolve(),
  chunk = 4096,
): Promise<string> {
  const encoder = new TextEncoder();
  const prefix = encoder.encode(challenge);
  const buffer = new Uint8Array(prefix.length + 16);
  buffer.set(prefix);
  for (let nonce = 0; ; nonce++) {
    const digits = encoder.encode(String(nonce));
    buffer.set(digits, prefix.length);
    if (leadingZeroBits(sha256Words(buffer.subarray(0, prefix.length + digits.length))) >= difficulty) {
      return String(nonce);
    }
    if (nonce % chunk === chunk - 1) await yieldNow();
  }
}
