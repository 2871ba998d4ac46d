import type { Redis } from 'ioredis';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * One Redis command connection per process (shared through globalThis like the bus), for state that
 * instances share: rate-limit counters, used anti-bot challenges. Commands fail fast while Redis is
 * away (no offline queue), so callers can fall back to memory instead of waiting.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = redisClient(Redis, url);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return client;
}

function redisClient(RedisClass: typeof Redis, url: string): Redis {
  const client = new RedisClass(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A slow Redis must not hold requests: the caller falls back after a second.
    commandTimeout: 1000,
  });
  let warned = false;
  client.on('error', (error) => {
    if (!warned) logger.warn({ err: error }, 'redis');
    warned = true;
  });
  client.on('ready', () => (warned = false));
  return client;
}

const globalForRedis = globalThis as typeof globalThis & { __wakatRedis?: Promise<Redis | null> };

/**
 * The process's Redis connection, or null without REDIS_URL. If Redis cannot be reached at start the
 * client is kept (it reconnects by itself); until then its commands fail and callers use memory.
 */
export function getRedis(): Promise<Redis | null> {
  globalForRedis.__wakatRedis ??= (async () => {
    const url = getEnv().REDIS_URL;
    if (!url) return null;
    const { Redis } = await import('ioredis');
    const client = redisClient(Redis, url);
    await client.connect().catch((error: unknown) => {
      logger.error(
        { err: error },
        'REDIS_URL is set but Redis cannot be reached; shared state stays in memory for now',
      );
    });
    return client;
  })();
  return globalForRedis.__wakatRedis;
}

export async function closeRedis(): Promise<void> {
  const pending = globalForRedis.__wakatRedis;
  globalForRedis.__wakatRedis = undefined;
  (await pending)?.disconnect();
}
