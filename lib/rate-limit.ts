import { getEnv } from '@/lib/env';
import { getRedis, redisCommandFailed, redisCommandWorked, redisKey } from '@/lib/cache/redis';
import { clientAddress } from '@/lib/http/client-address';
import { AppError } from '@/lib/http/errors';

/**
 * A fixed-window counter per key: `limit` hits per `windowSeconds`. With REDIS_URL the counters live in
 * Redis, shared by every instance (one INCR + PEXPIRE transaction per hit on a key per window); without
 * it, or while Redis is unreachable, in this process's memory.
 */
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
export async function hitRateLimit(key: string, base: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  // RATE_LIMIT_FACTOR scales every limit (e.g. the browser journeys sign up many accounts from one address).
  const factor = getEnv().RATE_LIMIT_FACTOR;
  const rule = factor === 1 ? base : { ...base, limit: Math.max(1, Math.round(base.limit * factor)) };
  const shared = await hitInRedis(key, rule, now);
  return shared ?? hitInMemory(key, rule, now);
}

function verdict(count: number, resetAt: number, rule: RateLimitRule, now: number): RateLimitResult {
  if (count > rule.limit) return { ok: false, retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  return { ok: true, remaining: rule.limit - count };
}

function hitInMemory(key: string, rule: RateLimitRule, now: number): RateLimitResult {
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
    windows.set(key, w);
    if (windows.size > 100_000) sweep(now);
  }
  w.count += 1;
  return verdict(w.count, w.resetAt, rule, now);
}

/** The Redis answer, or null without Redis or when it fails (at once while Redis is away; logged once). */
async function hitInRedis(key: string, rule: RateLimitRule, now: number): Promise<RateLimitResult | null> {
  const redis = await getRedis();
  if (!redis) return null;
  // Windows are aligned to the clock, so every instance counts into the same key.
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const counter = redisKey('rl', key, String(start));
  try {
    const replies = await redis
      .multi()
      .incr(counter)
      .pexpire(counter, start + windowMs - now + 1000)
      .exec();
    const [error, count] = replies?.[0] ?? [new Error('transaction discarded'), null];
    if (error) throw error;
    redisCommandWorked('rate-limit');
    return verdict(Number(count), start + windowMs, rule, now);
  } catch (error) {
    redisCommandFailed('rate-limit', error);
    return null;
  }
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

/** Forgets every counter kept in memory (tests; Redis counters expire with their window). */
export function resetRateLimits(): void {
  windows.clear();
}

/**
 * The client address a limit is keyed on: the socket's peer, or the X-Forwarded-For hop TRUST_PROXY
 * allows (lib/http/client-address); a header the client writes itself never resets a limit.
 */
export function clientIp(headers: Headers): string {
  return clientAddress(headers);
}

/** The rules of the product, in one place. */
export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 60 },
  passwordReset: { limit: 5, windowSeconds: 300 },
  register: { limit: 10, windowSeconds: 300 },
  /** Applications from one address to one offer, whatever e-mail they give. */
  applyPerOffer: { limit: 5, windowSeconds: 600 },
  /** Applications from one address to any offer of a board. */
  applyPerAddress: { limit: 30, windowSeconds: 3600 },
  alertRegistration: { limit: 10, windowSeconds: 300 },
  /** Saved searches and alerts created by a signed-in candidate. */
  alertCreation: { limit: 20, windowSeconds: 300 },
  /** Offer views recorded from one address. */
  views: { limit: 120, windowSeconds: 60 },
  /** Address look-ups of the offer form from one address (a public geocoder allows about one a second). */
  geocode: { limit: 40, windowSeconds: 60 },
  /** Requests made with one company API key, whatever address they come from (decision 0055). */
  apiKey: { limit: 300, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;
