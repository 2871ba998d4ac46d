import { AppError } from '@/lib/http/errors';

/** A fixed-window counter per key: `limit` hits per `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfter: number };

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();

export async function hitRateLimit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
    windows.set(key, w);
    if (windows.size > 100_000) sweep(now);
  }
  w.count += 1;
  if (w.count > rule.limit) return { ok: false, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  return { ok: true, remaining: rule.limit - w.count };
}

function sweep(now: number) {
  for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
}

/** Throws 429 with Retry-After when the key is over its rule. */
export async function assertRateLimit(key: string, rule: RateLimitRule): Promise<void> {
  const result = await hitRateLimit(key, rule);
  if (!result.ok) {
    throw new AppError('RATE_LIMITED', 'tooManyRequests', { headers: { 'Retry-After': String(result.retryAfter) } });
  }
}

/** Forgets every counter (tests). */
export function resetRateLimits(): void {
  windows.clear();
}

/** The client address of a request (first X-Forwarded-For hop, as the proxy wrote it). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local';
}

/** The rules of the product, in one place. */
export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 60 },
  passwordReset: { limit: 5, windowSeconds: 300 },
  register: { limit: 10, windowSeconds: 300 },
  apply: { limit: 10, windowSeconds: 60 },
  alertRegistration: { limit: 10, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;
