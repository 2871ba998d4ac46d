import { EventEmitter } from 'node:events';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * Publish/subscribe between the parts of one process and, with REDIS_URL, between instances.
 * In memory by default; on Redis every instance (this one included) receives every message.
 * Shared through globalThis so the custom server and Next's bundled route code see one bus.
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: (message: string) => void): () => void;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function redisBus(url: string): Promise<Bus> {
  const { Redis } = await import('ioredis');
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) client.on('error', (error) => logger.warn({ err: error }, 'redis bus'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = memoryBus();
  subscriber.on('message', (channel: string, message: string) => void local.publish(channel, message));
  const counts = new Map<string, number>();
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    subscribe(channel, handler) {
      const n = counts.get(channel) ?? 0;
      counts.set(channel, n + 1);
      if (n === 0)
        void subscriber.subscribe(channel).catch((error) => logger.warn({ err: error, channel }, 'redis subscribe'));
      const off = local.subscribe(channel, handler);
      return () => {
        off();
        const left = (counts.get(channel) ?? 1) - 1;
        counts.set(channel, left);
        if (left === 0) void subscriber.unsubscribe(channel).catch(() => undefined);
      };
    },
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

const globalForBus = globalThis as typeof globalThis & { __wakatBus?: Promise<Bus> };

/** The process's bus: Redis when REDIS_URL is set (falling back to memory if it cannot connect). */
export function getBus(): Promise<Bus> {
  globalForBus.__wakatBus ??= (async () => {
    const url = getEnv().REDIS_URL;
    if (!url) return memoryBus();
    try {
      return await redisBus(url);
    } catch (error) {
      logger.error({ err: error }, 'REDIS_URL is set but Redis cannot be reached; using the in-memory bus');
      return memoryBus();
    }
  })();
  return globalForBus.__wakatBus;
}

export async function closeBus(): Promise<void> {
  const bus = globalForBus.__wakatBus;
  globalForBus.__wakatBus = undefined;
  await (await bus)?.close();
}
