import { hasRedisServer, privateRedis } from '@/tests/redis-server';
import { degradingRelay, memoryRelay, redisRelay, type ConnectionRelay, type Inbound } from './hub-relay';

// These tests stop and start Redis: they run their own server, never the shared one.
if (!hasRedisServer) console.warn('redis-server is not installed: the hub relay outage tests are skipped');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(50);
  return check();
}

describe.skipIf(!hasRedisServer)('the hub relay when Redis goes away', () => {
  const opened: ConnectionRelay[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((relay) => relay.close()));
  });

  async function instance(url: string, prefix: string) {
    const shared = await redisRelay(url, prefix, silent);
    const relay = degradingRelay(shared, memoryRelay());
    opened.push(relay);
    return { relay, up: () => shared.up() };
  }

  it('works on its own instance while Redis is down at start, and joins the others when it comes up', async () => {
    const redis = await privateRedis();
    const prefix = `relay-${process.pid}-${Date.now()}`;
    try {
      const a = await instance(redis.url, prefix);
      expect(a.up()).toBe(false);
      // Alone: single use, client data and long-polling queues in memory.
      expect(await a.relay.claim('c1', 10_000)).toBe(true);
      expect(await a.relay.claim('c1', 10_000)).toBe(false);
      const heard: Inbound[] = [];
      const unlisten = await a.relay.listen('c1', (m) => heard.push(m));
      expect(await a.relay.forward('c1', { kind: 'delete' })).toBe(true);
      expect(heard).toEqual([{ kind: 'delete' }]);
      await a.relay.own('c1', 10_000);
      await a.relay.push('c1', 'frame', 10_000);
      expect(await a.relay.take('c1')).toEqual({ frames: ['frame'], status: 'live' });
      unlisten();

      await redis.start();
      const b = await instance(redis.url, prefix);
      expect(await until(() => a.up() && b.up())).toBe(true);
      // Joined: a token claimed on one instance is used on the other, and a client's data reaches its owner.
      expect(await a.relay.claim('c2', 10_000)).toBe(true);
      expect(await b.relay.claim('c2', 10_000)).toBe(false);
      const data: Inbound[] = [];
      await a.relay.listen('c2', (m) => data.push(m));
      expect(await b.relay.forward('c2', { kind: 'poll', active: true })).toBe(true);
      expect(await until(() => data.length === 1)).toBe(true);
      // A poll on B takes what A queued.
      await a.relay.own('c2', 10_000);
      await a.relay.push('c2', 'hello', 10_000);
      expect(await b.relay.take('c2')).toEqual({ frames: ['hello'], status: 'live' });
    } finally {
      await redis.stop();
    }
  });

  it('keeps answering at once, from memory, when Redis stops', async () => {
    const redis = await privateRedis();
    await redis.start();
    const prefix = `relay-${process.pid}-${Date.now()}`;
    try {
      const a = await instance(redis.url, prefix);
      expect(await until(() => a.up())).toBe(true);
      const heard: Inbound[] = [];
      await a.relay.listen('c3', (m) => heard.push(m));
      await redis.stop();
      expect(await until(() => !a.up())).toBe(true);
      const started = Date.now();
      expect(await a.relay.claim('c4', 10_000)).toBe(true);
      expect(await a.relay.forward('c3', { kind: 'delete' })).toBe(true);
      expect(heard).toEqual([{ kind: 'delete' }]);
      await a.relay.push('c4', 'queued', 10_000);
      expect((await a.relay.take('c4')).frames).toEqual(['queued']);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await redis.stop();
    }
  });
});
