import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { getEnv } from '@/lib/env';
import { logger } from '@/lib/log';
import { openRedis, redisChannel, redisMissedEvent } from './redis';

/**
 * Publish/subscribe between the parts of one process and, with REDIS_URL, between instances.
 * Subscribers of this process get every event directly, in memory; Redis carries a copy to the other
 * instances (each copy names its instance, which ignores its own). Without Redis — unset, down, or not
 * yet started — events still reach this instance and publishing never fails nor waits.
 * Shared through globalThis so the custom server and Next's bundled route code see one bus.
 */
export interface Bus {
  /** Delivers to this process's subscribers before resolving; copies to other instances when it can. */
  publish(channel: string, message: string): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: (message: string) => void): () => void;
  /**
   * Called when the link to other instances comes back after an outage (or joins late, Redis having
   * been down at start): events published meanwhile by other instances never arrived here.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Local delivery: a subscriber that throws is logged and does not stop the others nor the publisher. */
function localDelivery() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (channel: string, message: string) => void emitter.emit(channel, message),
    subscribe(channel: string, handler: (message: string) => void) {
      const guarded = (message: string) => {
        try {
          handler(message);
        } catch (error) {
          logger.error({ err: error, channel }, 'a bus subscriber failed');
        }
      };
      emitter.on(channel, guarded);
      return () => void emitter.off(channel, guarded);
    },
    count: (channel: string) => emitter.listenerCount(channel),
    clear: () => void emitter.removeAllListeners(),
  };
}

export function memoryBus(): Bus {
  const local = localDelivery();
  return {
    async publish(channel, message) {
      local.emit(channel, message);
    },
    subscribe: local.subscribe,
    onReconnect: () => () => undefined,
    async close() {
      local.clear();
    },
  };
}

/**
 * The bus of an instance on Redis. Resolves after the first connection attempt, whether Redis answered
 * or not: the connections keep retrying with back-off and the bus joins the others when Redis is up.
 * `prefix` is the deployment's REDIS_PREFIX unless given.
 */
export async function redisBus(
  url: string,
  { prefix = getEnv().REDIS_PREFIX }: { prefix?: string } = {},
): Promise<Bus> {
  const instance = randomBytes(9).toString('base64url');
  const head = redisChannel('', prefix);
  const local = localDelivery();
  const channels = new Set<string>();
  const reconnectHandlers = new Set<() => void>();
  const [publisher, subscriber] = await Promise.all([
    openRedis(url, 'bus-publish'),
    openRedis(url, 'bus-subscribe', { autoResubscribe: false }),
  ]);
  const pub = publisher.client;
  const sub = subscriber.client;
  let closed = false;
  // Set when a connection is lost (or never made): events may have been missed until both are back.
  let lost = pub.status !== 'ready' || sub.status !== 'ready';

  sub.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(head)) return;
    const cut = raw.indexOf('\n');
    if (cut < 0 || raw.slice(0, cut) === instance) return;
    local.emit(channel.slice(head.length), raw.slice(cut + 1));
  });

  const resubscribe = async () => {
    if (channels.size === 0) return;
    await sub.subscribe(...[...channels].map((c) => head + c));
  };
  const rejoined = () => {
    if (closed || !lost || pub.status !== 'ready' || sub.status !== 'ready') return;
    lost = false;
    for (const handler of reconnectHandlers) {
      try {
        handler();
      } catch (error) {
        logger.error({ err: error }, 'a bus reconnect handler failed');
      }
    }
  };
  for (const client of [pub, sub]) client.on('close', () => (lost = true));
  pub.on('ready', rejoined);
  sub.on('ready', () => {
    // Subscriptions are renewed here (ioredis's own resubscription is off): this also covers channels
    // subscribed to while Redis was away, whose SUBSCRIBE could not be sent.
    resubscribe().then(rejoined, () => undefined);
  });
  if (sub.status === 'ready') await resubscribe().catch(() => undefined);

  return {
    async publish(channel, message) {
      local.emit(channel, message);
      if (pub.status !== 'ready') return redisMissedEvent();
      // Not awaited: a Redis that is slow or just died costs the publisher nothing; the copy is lost.
      pub.publish(head + channel, `${instance}\n${message}`).catch(() => redisMissedEvent());
    },
    subscribe(channel, handler) {
      const off = local.subscribe(channel, handler);
      if (!channels.has(channel)) {
        channels.add(channel);
        if (sub.status === 'ready') sub.subscribe(head + channel).catch(() => undefined);
      }
      return () => {
        off();
        if (local.count(channel) > 0 || !channels.delete(channel)) return;
        if (sub.status === 'ready') sub.unsubscribe(head + channel).catch(() => undefined);
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    async close() {
      closed = true;
      local.clear();
      reconnectHandlers.clear();
      subscriber.close();
      publisher.close();
    },
  };
}

const globalForBus = globalThis as typeof globalThis & { __wakatBus?: Promise<Bus> };

/** The process's bus: on Redis when REDIS_URL is set (joining it whenever it is up), else in memory. */
export function getBus(): Promise<Bus> {
  globalForBus.__wakatBus ??= (async () => {
    const url = getEnv().REDIS_URL;
    return url ? redisBus(url) : memoryBus();
  })();
  return globalForBus.__wakatBus;
}

export async function closeBus(): Promise<void> {
  const bus = globalForBus.__wakatBus;
  globalForBus.__wakatBus = undefined;
  await (await bus)?.close();
}
