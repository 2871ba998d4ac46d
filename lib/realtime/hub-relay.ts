import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Frame } from './hub-protocol';
import { processLogger } from './hub-request';

/**
 * What the instances of a deployment share about hub connections, so that any instance can take any
 * request of a connection (docs/realtime.md, "Scaling"):
 * - single use of a connection token (`claim`);
 * - client data of Server-Sent Events and long-polling connections, forwarded to the instance that owns
 *   the connection (`forward` / `listen`), in the order the requests arrived;
 * - what the server sends to a long-polling client, queued where any instance can answer a poll
 *   (`push` / `take` / `watch`), and whether its connection still lives (`own` / `owned` / `release`).
 * In memory for one instance; on Redis, every key and channel under the deployment's prefix.
 */
export type Inbound =
  | { kind: 'data'; frame: Frame }
  | { kind: 'delete' }
  | { kind: 'abort' }
  /** A poll began or ended somewhere: long-polling clients send no pings, their polls show they live. */
  | { kind: 'poll'; active: boolean };

export interface ConnectionRelay {
  /** Marks a connection id used for `ttlMs`; false when it already was (a replayed token). */
  claim(connectionId: string, ttlMs: number): Promise<boolean>;
  /** Client data for the connection's owner; false when no instance listens for it. */
  forward(connectionId: string, message: Inbound): Promise<boolean>;
  /** The owner of an SSE or long-polling connection listens for its client's data. */
  listen(connectionId: string, handler: (message: Inbound) => void): Promise<() => void>;
  /** The owner of a long-polling connection announces (and refreshes) that it lives. */
  own(connectionId: string, ttlMs: number): Promise<void>;
  /** 'live' while owned, 'ended' for a minute after `release` (polls then drain and get 204), else null. */
  status(connectionId: string): Promise<'live' | 'ended' | null>;
  /** Frames for a long-polling client; a waiting poll wakes. */
  push(connectionId: string, frame: Frame, ttlMs: number): Promise<void>;
  /** Takes every queued frame, and tells whether the connection lives (as `status`), in one step. */
  take(connectionId: string): Promise<{ frames: Frame[]; status: 'live' | 'ended' | null }>;
  /** Resolves `changed` at the next push or release after `ready`. */
  watch(connectionId: string): { ready: Promise<void>; changed: Promise<void>; stop(): void };
  /** The connection ended: polls drain what is queued, then answer 204. */
  release(connectionId: string): Promise<void>;
  close(): Promise<void>;
}

/** How long an ended long-polling connection answers polls with what is left, then 204. */
const ENDED_MS = 60_000;
/** How long a channel stays subscribed after its last listener left (the next poll usually follows). */
const LINGER_MS = 30_000;

export function memoryRelay(): ConnectionRelay {
  const claims = new Map<string, NodeJS.Timeout>();
  const owners = new Map<string, 'live' | 'ended'>();
  const queues = new Map<string, Frame[]>();
  const inbound = new EventEmitter();
  const outbound = new EventEmitter();
  inbound.setMaxListeners(0);
  outbound.setMaxListeners(0);
  return {
    async claim(id, ttlMs) {
      if (claims.has(id)) return false;
      const timer = setTimeout(() => claims.delete(id), ttlMs);
      timer.unref();
      claims.set(id, timer);
      return true;
    },
    async forward(id, message) {
      return inbound.emit(id, message);
    },
    async listen(id, handler) {
      inbound.on(id, handler);
      return () => inbound.off(id, handler);
    },
    async own(id) {
      owners.set(id, 'live');
    },
    async status(id) {
      return owners.get(id) ?? null;
    },
    async push(id, frame) {
      let queue = queues.get(id);
      if (!queue) queues.set(id, (queue = []));
      queue.push(frame);
      outbound.emit(id);
    },
    async take(id) {
      const frames = queues.get(id) ?? [];
      queues.delete(id);
      return { frames, status: owners.get(id) ?? null };
    },
    watch(id) {
      let wake = () => {};
      const changed = new Promise<void>((resolve) => (wake = resolve));
      outbound.once(id, wake);
      return { ready: Promise.resolve(), changed, stop: () => outbound.off(id, wake) };
    },
    async release(id) {
      owners.set(id, 'ended');
      // Frames still queued are served once more, then forgotten.
      setTimeout(() => {
        queues.delete(id);
        owners.delete(id);
      }, ENDED_MS).unref();
      outbound.emit(id);
    },
    async close() {
      for (const timer of claims.values()) clearTimeout(timer);
      claims.clear();
      inbound.removeAllListeners();
      outbound.removeAllListeners();
    },
  };
}

const encodeFrame = (frame: Frame) =>
  typeof frame === 'string' ? `t${frame}` : `b${Buffer.from(frame).toString('base64')}`;
const decodeFrame = (value: string): Frame =>
  value[0] === 'b' ? new Uint8Array(Buffer.from(value.slice(1), 'base64')) : value.slice(1);

/**
 * The relay on Redis: a command connection and a subscriber connection of its own, every key and
 * channel under `${prefix}:hub:`. Client data always travels through Redis, even when the request
 * reached the owner, so two sends of one client are handled in the order they were made.
 */
export async function redisRelay(
  url: string,
  prefix: string,
  log = processLogger(),
): Promise<ConnectionRelay & { up(): boolean }> {
  const { Redis } = await import('ioredis');
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 2000 };
  const command: Redis = new Redis(url, options);
  const subscriber: Redis = new Redis(url, options);
  let warned = false;
  for (const client of [command, subscriber])
    client.on('error', (error: Error) => {
      // One warning per outage, not one per command.
      if (!warned) log.warn({ reason: error.message }, 'hub relay: Redis unavailable');
      warned = true;
    });
  command.on('ready', () => (warned = false));
  // Unreachable at start is an outage like any other: the clients keep retrying and join when Redis is up.
  await Promise.all([command.connect(), subscriber.connect()]).catch(() => undefined);
  const key = (kind: string, id: string) => `${prefix}:hub:${kind}:${id}`;
  const handlers = new Map<string, Set<(message: string) => void>>();
  const subscribed = new Map<string, Promise<unknown>>();
  // A poll follows a poll: a channel stays subscribed a while after its last handler left.
  const lingering = new Map<string, NodeJS.Timeout>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of [...(handlers.get(channel) ?? [])]) handler(message);
  });

  function subscribe(
    channel: string,
    handler: (message: string) => void,
    linger = false,
  ): { ready: Promise<void>; stop(): void } {
    clearTimeout(lingering.get(channel));
    lingering.delete(channel);
    let set = handlers.get(channel);
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(handler);
    let ready = subscribed.get(channel);
    if (!ready) {
      ready = subscriber.subscribe(channel);
      subscribed.set(channel, ready);
    }
    return {
      ready: ready.then(() => undefined),
      stop() {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set || lingering.has(channel)) return;
        const unsubscribe = () => {
          lingering.delete(channel);
          if (handlers.get(channel)?.size) return;
          handlers.delete(channel);
          subscribed.delete(channel);
          void subscriber.unsubscribe(channel).catch(() => undefined);
        };
        // The inbound channel is unsubscribed at once: a send with no one listening must answer 404.
        if (!linger) return unsubscribe();
        const timer = setTimeout(unsubscribe, LINGER_MS);
        timer.unref();
        lingering.set(channel, timer);
      },
    };
  }

  return {
    up: () => command.status === 'ready' && subscriber.status === 'ready',
    async claim(id, ttlMs) {
      return (await command.set(key('claim', id), '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async forward(id, message) {
      const wire =
        message.kind === 'data'
          ? JSON.stringify({ kind: 'data', frame: encodeFrame(message.frame) })
          : JSON.stringify(message);
      return (await command.publish(key('in', id), wire)) > 0;
    },
    async listen(id, handler) {
      const subscription = subscribe(key('in', id), (raw) => {
        const parsed = JSON.parse(raw) as Inbound | { kind: 'data'; frame: string };
        handler(parsed.kind === 'data' ? { kind: 'data', frame: decodeFrame(String(parsed.frame)) } : parsed);
      });
      await subscription.ready;
      return subscription.stop;
    },
    async own(id, ttlMs) {
      await command.set(key('conn', id), 'live', 'PX', Math.ceil(ttlMs));
    },
    async status(id) {
      const value = await command.get(key('conn', id));
      return value === 'live' || value === 'ended' ? value : null;
    },
    async push(id, frame, ttlMs) {
      await command
        .multi()
        .rpush(key('out', id), encodeFrame(frame))
        .pexpire(key('out', id), Math.ceil(ttlMs))
        .publish(key('wake', id), '1')
        .exec();
    },
    async take(id) {
      const result = await command
        .multi()
        .lrange(key('out', id), 0, -1)
        .del(key('out', id))
        .get(key('conn', id))
        .exec();
      const values = (result?.[0]?.[1] as string[] | undefined) ?? [];
      const status = result?.[2]?.[1];
      return { frames: values.map(decodeFrame), status: status === 'live' || status === 'ended' ? status : null };
    },
    watch(id) {
      let wake = () => {};
      const changed = new Promise<void>((resolve) => (wake = resolve));
      const subscription = subscribe(key('wake', id), () => wake(), true);
      return { ready: subscription.ready, changed, stop: subscription.stop };
    },
    async release(id) {
      await command.multi().set(key('conn', id), 'ended', 'PX', ENDED_MS).publish(key('wake', id), '0').exec();
    },
    async close() {
      for (const timer of lingering.values()) clearTimeout(timer);
      handlers.clear();
      subscriber.disconnect();
      command.disconnect();
    },
  };
}

const globalForRelay = globalThis as typeof globalThis & { __wakatHubRelay?: Promise<ConnectionRelay> };

/**
 * The relay of an instance on Redis that keeps working while Redis is away: what cannot go through Redis
 * goes through this instance's memory, so connections to this instance open, send and poll as on a single
 * instance; requests for connections owned elsewhere fail (404) and those clients reconnect. Owners
 * listen, and long-polling queues are read, on both, so nothing queued on either side is lost when Redis
 * comes or goes.
 */
export function degradingRelay(shared: ConnectionRelay & { up(): boolean }, local: ConnectionRelay): ConnectionRelay {
  async function either<T>(viaShared: () => Promise<T>, viaLocal: () => Promise<T>): Promise<T> {
    if (!shared.up()) return viaLocal();
    try {
      return await viaShared();
    } catch {
      return viaLocal();
    }
  }
  const quietly = (work: () => Promise<unknown>) => (shared.up() ? work().catch(() => undefined) : undefined);
  return {
    claim: (id, ttlMs) =>
      either(
        () => shared.claim(id, ttlMs),
        () => local.claim(id, ttlMs),
      ),
    async forward(id, message) {
      // An owner that began listening while Redis was away hears only this instance's memory.
      if (
        await either(
          () => shared.forward(id, message),
          () => Promise.resolve(false),
        )
      )
        return true;
      return local.forward(id, message);
    },
    async listen(id, handler) {
      const offLocal = await local.listen(id, handler);
      const offShared = shared.up() ? await shared.listen(id, handler).catch(() => undefined) : undefined;
      return () => {
        offLocal();
        offShared?.();
      };
    },
    async own(id, ttlMs) {
      await Promise.all([local.own(id, ttlMs), quietly(() => shared.own(id, ttlMs))]);
    },
    async status(id) {
      return (
        (await either(
          () => shared.status(id),
          async () => null,
        )) ?? local.status(id)
      );
    },
    push: (id, frame, ttlMs) =>
      either(
        () => shared.push(id, frame, ttlMs),
        () => local.push(id, frame, ttlMs),
      ),
    async take(id) {
      const mine = await local.take(id);
      const theirs = await either(
        () => shared.take(id),
        async () => ({ frames: [], status: null }),
      );
      return { frames: [...mine.frames, ...theirs.frames], status: theirs.status ?? mine.status };
    },
    watch(id) {
      const watches = [local.watch(id)];
      if (shared.up()) watches.push(shared.watch(id));
      return {
        // A shared watch that cannot subscribe leaves the local one.
        ready: Promise.all(watches.map((w) => w.ready.catch(() => undefined))).then(() => undefined),
        changed: Promise.race(watches.map((w) => w.changed)),
        stop: () => watches.forEach((w) => w.stop()),
      };
    },
    async release(id) {
      await Promise.all([local.release(id), quietly(() => shared.release(id))]);
    },
    async close() {
      await Promise.all([local.close(), shared.close()]);
    },
  };
}

/**
 * The process's relay: on Redis when the deployment's REDIS_URL is set (degrading to this instance while it is
 * away), under its validated REDIS_PREFIX, else memory.
 */
export function processRelay(): Promise<ConnectionRelay> {
  globalForRelay.__wakatHubRelay ??= (async () => {
    const { getEnv } = await import('@/lib/env');
    const { REDIS_URL: url, REDIS_PREFIX: prefix } = getEnv();
    if (!url) return memoryRelay();
    return degradingRelay(await redisRelay(url, prefix), memoryRelay());
  })();
  return globalForRelay.__wakatHubRelay;
}
