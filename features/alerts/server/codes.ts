import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret for an e-mailed link (256 bits, URL-safe). */
export const newCode = () => randomBytes(32).toString('base64url');

/** Activation codes are stored as their SHA-256, so a leaked table cannot activate anything. */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Constant-time comparison of two secrets (or of a secret's hash and a stored hash). */
export function sameSecret(given: string, stored: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(stored).digest();
  return timingSafeEqual(a, b) && stored.length > 0;
}
