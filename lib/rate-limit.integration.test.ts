import { connect } from 'node:net';
import { closeRedis, connectRedis } from '@/lib/cache/redis';
import { hitRateLimit, resetRateLimits } from './rate-limit';

const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const env = vi.hoisted(() => ({ redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379' }));
vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  return { ...original, getEnv: () => ({ ...original.getEnv(), REDIS_URL: env.redisUrl }) };
});

const reachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS);
  const socket = connect(Number(url.port || 6379), url.hostname, () => {
    socket.end();
    resolve(true);
  }).on('error', () => resolve(false));
});

const rule = { limit: 3, windowSeconds: 60 };

afterEach(async () => {
  await closeRedis();
  env.redisUrl = REDIS;
  resetRateLimits();
});

describe.skipIf(!reachable)('rate limits on Redis', () => {
  it('counts in Redis, so every instance sees the same counter', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const now = Date.now();
    expect(await hitRateLimit(key, rule, now)).toEqual({ ok: true, remaining: 2 });
    resetRateLimits(); // another instance has no memory of these hits
    expect(await hitRateLimit(key, rule, now)).toEqual({ ok: true, remaining: 1 });
    expect(await hitRateLimit(key, rule, now)).toEqual({ ok: true, remaining: 0 });
    const refused = await hitRateLimit(key, rule, now);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    if (!refused.ok) expect(refused.retryAfter).toBeLessThanOrEqual(60);

    const redis = await connectRedis(REDIS);
    try {
      const start = Math.floor(now / 60_000) * 60_000;
      expect(await redis.get(`wakat:rl:${key}:${start}`)).toBe('4');
      const ttl = await redis.pttl(`wakat:rl:${key}:${start}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(61_000);
    } finally {
      redis.disconnect();
    }
    // The next window starts afresh.
    expect(await hitRateLimit(key, rule, now + 60_000)).toEqual({ ok: true, remaining: 2 });
  });
});

describe('rate limits when Redis is down', () => {
  it('fall back to memory and still limit', async () => {
    env.redisUrl = 'redis://127.0.0.1:1';
    const key = `test:${crypto.randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(key, rule));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
  });
});
