import { connect } from 'node:net';
import { closeRedis, connectRedis } from '@/lib/cache/redis';
import { hasRedisServer, privateRedis } from '@/tests/redis-server';
import { hitRateLimit, resetRateLimits } from './rate-limit';

const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const env = vi.hoisted(() => ({ redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379', prefix: 'wakat' }));
vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  return {
    ...original,
    getEnv: () => ({ ...original.getEnv(), REDIS_URL: env.redisUrl, REDIS_PREFIX: env.prefix }),
  };
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
  env.prefix = 'wakat';
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

describe.skipIf(!hasRedisServer)('rate limits around a Redis outage', () => {
  it('count in memory without waiting while Redis is down, and in Redis again once it is back', async () => {
    const redis = await privateRedis();
    env.redisUrl = redis.url;
    try {
      const key = `test:${crypto.randomUUID()}`;
      const started = Date.now();
      // Redis is not running yet: this instance starts on memory.
      expect(await hitRateLimit(key, rule)).toEqual({ ok: true, remaining: 2 });
      expect(Date.now() - started).toBeLessThan(2000);

      await redis.start();
      let shared = false;
      for (let i = 0; i < 100 && !shared; i++) {
        await new Promise((r) => setTimeout(r, 100));
        resetRateLimits();
        shared =
          (await hitRateLimit(`${key}:probe`, { limit: 1000, windowSeconds: 60 })).ok &&
          (await sharedCount(redis.url, `${key}:probe`)) > 0;
      }
      expect(shared).toBe(true);

      await redis.stop();
      const during = Date.now();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await hitRateLimit(`${key}:down`, rule));
      expect(Date.now() - during).toBeLessThan(1500);
      expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    } finally {
      await redis.stop();
    }
  });

  it('keep the counters of two deployments on one Redis apart', async () => {
    const redis = await privateRedis();
    await redis.start();
    env.redisUrl = redis.url;
    try {
      const key = `test:${crypto.randomUUID()}`;
      const now = Date.now();
      env.prefix = 'blue';
      for (let i = 0; i < 3; i++) await hitRateLimit(key, rule, now);
      expect((await hitRateLimit(key, rule, now)).ok).toBe(false);
      resetRateLimits();
      env.prefix = 'green';
      expect(await hitRateLimit(key, rule, now)).toEqual({ ok: true, remaining: 2 });
      const client = await connectRedis(redis.url);
      try {
        const keys = (await client.keys('*')).sort();
        const start = Math.floor(now / 60_000) * 60_000;
        expect(keys).toEqual([`blue:rl:${key}:${start}`, `green:rl:${key}:${start}`]);
      } finally {
        client.disconnect();
      }
    } finally {
      await redis.stop();
    }
  });
});

async function sharedCount(url: string, key: string): Promise<number> {
  const client = await connectRedis(url);
  try {
    const keys = await client.keys(`*:rl:${key}:*`);
    return keys.length;
  } finally {
    client.disconnect();
  }
}
