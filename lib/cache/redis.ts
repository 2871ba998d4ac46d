import type { Redis, RedisOptions } from 'ioredis';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * The name of a Redis key of this deployment: `<REDIS_PREFIX>:part:part…`. Every key is built here, so
 * deployments sharing one Redis server never read or overwrite each other's state.
 */
export function redisKey(...parts: string[]): string {
  return [getEnv().REDIS_PREFIX, ...parts].join(':');
}

/**
 * The name of a pub/sub channel of this deployment on Redis (database numbers do not separate pub/sub).
 * `prefix` is the deployment's REDIS_PREFIX unless given (tests run two deployments in one process).
 */
export function redisChannel(name: string, prefix = getEnv().REDIS_PREFIX): string {
  return `${prefix}:bus:${name}`;
}

/**
 * Options of every Redis connection of the process. Commands fail at once while Redis is away (no
 * offline queue) and give up after a second on a slow one, so callers fall back to this instance's
 * memory instead of holding a request; the connection retries by itself with a growing delay (up to 5 s).
 */
export function redisOptions(extra: RedisOptions = {}): RedisOptions {
  return {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(250 * 2 ** Math.min(times - 1, 5), 5000) + Math.floor(Math.random() * 250),
    ...extra,
  };
}

/**
 * Whether the process's Redis connections are up, shared by every connection through globalThis: the first
 * connection lost starts an outage (one warning, whatever the number of connections and failed commands),
 * the last one back ends it (one notice).
 */
interface RedisHealth {
  connections: Map<string, 'up' | 'down'>;
  outageSince: number | null;
  /** Events that reached only this instance during the outage. */
  missed: number;
}

const globalForHealth = globalThis as typeof globalThis & { __wakatRedisHealth?: RedisHealth };
const health: RedisHealth = (globalForHealth.__wakatRedisHealth ??= {
  connections: new Map(),
  outageSince: null,
  missed: 0,
});

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Follows a connection's state for the outage log; returns the function to call before closing it. */
export function watchRedisConnection(client: Redis, name: string): () => void {
  const down = (error?: unknown) => {
    if (health.connections.get(name) === 'down' && health.outageSince !== null) return;
    health.connections.set(name, 'down');
    if (health.outageSince !== null) return;
    health.outageSince = Date.now();
    health.missed = 0;
    logger.warn(
      { reason: error === undefined ? 'connection closed' : reasonOf(error) },
      'Redis is unreachable: events stay on this instance and shared limits are counted in memory until it returns',
    );
  };
  const up = () => {
    health.connections.set(name, 'up');
    if (health.outageSince === null || [...health.connections.values()].includes('down')) return;
    logger.info(
      { downMs: Date.now() - health.outageSince, eventsKeptLocal: health.missed },
      'Redis is reachable again: events and shared state go through it',
    );
    health.outageSince = null;
  };
  health.connections.set(name, 'down');
  const closed = () => down();
  client.on('error', down);
  client.on('close', closed);
  client.on('ready', up);
  return () => {
    client.off('error', down);
    client.off('close', closed);
    client.off('ready', up);
    health.connections.delete(name);
    // The connection that closes may be the last one down.
    if (health.outageSince !== null && ![...health.connections.values()].includes('down')) health.outageSince = null;
  };
}

/** Counts an event that could not be copied to other instances (reported when Redis returns). */
export function redisMissedEvent(): void {
  health.missed += 1;
}

/** True while an outage is under way (its warning already logged). */
export function redisOutage(): boolean {
  return health.outageSince !== null;
}

/**
 * A failed command: silent during an outage (its one warning covers it); otherwise one warning per
 * `site` until `redisCommandWorked(site)`, without a stack.
 */
const failingSites = new Set<string>();
export function redisCommandFailed(site: string, error: unknown): void {
  if (redisOutage() || failingSites.has(site)) return;
  failingSites.add(site);
  logger.warn({ site, reason: reasonOf(error) }, 'a Redis command failed; this instance uses its memory for it');
}

export function redisCommandWorked(site: string): void {
  failingSites.delete(site);
}

/** The state `/readyz` reports: `off` without REDIS_URL, `up`, or `down` (the instance serves on without it). */
export function redisState(): 'off' | 'up' | 'down' {
  if (health.connections.size === 0) return getEnv().REDIS_URL ? 'down' : 'off';
  return [...health.connections.values()].includes('down') ? 'down' : 'up';
}

let connections = 0;

/** A new connection, watched for outages; `close()` ends it. Resolves after its first attempt, up or not. */
export async function openRedis(
  url: string,
  name: string,
  extra: RedisOptions = {},
): Promise<{ client: Redis; close(): void }> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, redisOptions(extra));
  const unwatch = watchRedisConnection(client, `${name}#${++connections}`);
  // A first attempt that fails is not the end: the client keeps retrying and joins when Redis starts.
  await client.connect().catch(() => undefined);
  return {
    client,
    close() {
      unwatch();
      client.disconnect();
    },
  };
}

/** A connection that must work now (tests, scripts): rejects when Redis cannot be reached. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, redisOptions({ retryStrategy: () => null }));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw error;
  }
  return client;
}

const globalForRedis = globalThis as typeof globalThis & {
  __wakatRedis?: Promise<{ client: Redis; close(): void } | null>;
};

/**
 * The process's command connection (shared through globalThis like the bus), for state that instances
 * share: rate-limit counters, used anti-bot challenges; null without REDIS_URL. If Redis cannot be
 * reached at start the client is kept and keeps retrying: until it joins, its commands fail at once and
 * callers use memory.
 */
export async function getRedis(): Promise<Redis | null> {
  globalForRedis.__wakatRedis ??= (async () => {
    const url = getEnv().REDIS_URL;
    return url ? openRedis(url, 'commands') : null;
  })();
  return (await globalForRedis.__wakatRedis)?.client ?? null;
}

export async function closeRedis(): Promise<void> {
  const pending = globalForRedis.__wakatRedis;
  globalForRedis.__wakatRedis = undefined;
  (await pending)?.close();
}
