import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';

let cached: string | undefined;

/**
 * The application secret: AUTH_SECRET, else one generated once and kept next to the embedded database
 * (so the two-command demo needs no configuration and survives restarts).
 */
export function appSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  if (env.NODE_ENV === 'test') return (cached = 'test-secret-test-secret-test-secret-0123');
  const file = path.resolve('.data/auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    cached = secret;
  }
  return cached;
}

/** A key for one purpose derived from the application secret, so no two uses share a key. */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', appSecret()).update(`wakat:${purpose}`).digest();
}
