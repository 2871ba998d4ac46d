import { logger } from '@/lib/log';
import { hasRedisServer, privateRedis } from '@/tests/redis-server';
import { redisBus, type Bus } from './bus';
import { redisState } from './redis';

// These tests stop and start Redis: they run their own server, never the shared one.
if (!hasRedisServer) console.warn('redis-server is not installed: the bus outage tests are skipped');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Publishes until `seen` holds `message` (subscribing on Redis is asynchronous), within `ms`. */
async function deliveredAcross(from: Bus, channel: string, message: string, seen: string[], ms = 15_000) {
  const until = Date.now() + ms;
  while (!seen.includes(message) && Date.now() < until) {
    await from.publish(channel, message);
    await sleep(100);
  }
  return seen.includes(message);
}

const unreachable = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((call) => String(call[1]).startsWith('Redis is unreachable')).length;

describe.skipIf(!hasRedisServer)('the bus when Redis goes away', () => {
  const opened: Bus[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
    vi.restoreAllMocks();
  });

  async function instance(url: string, prefix?: string) {
    const bus = await redisBus(url, { prefix });
    opened.push(bus);
    return bus;
  }

  it('delivers to local subscribers directly and ignores its own copy coming back from Redis', async () => {
    const redis = await privateRedis();
    await redis.start();
    try {
      const bus = await instance(redis.url);
      const seen: string[] = [];
      bus.subscribe('c', (m) => seen.push(m));
      await sleep(100); // subscribed on Redis too
      await bus.publish('c', 'one');
      expect(seen).toEqual(['one']); // before any round trip
      await sleep(300);
      expect(seen).toEqual(['one']); // the copy Redis carried back was dropped
    } finally {
      await redis.stop();
    }
  });

  it('keeps local delivery while Redis is down, warns once, and joins the other instance again', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const redis = await privateRedis();
    await redis.start();
    try {
      const [one, two] = [await instance(redis.url), await instance(redis.url)];
      const onOne: string[] = [];
      const onTwo: string[] = [];
      one.subscribe('chat', (m) => onOne.push(m));
      two.subscribe('chat', (m) => onTwo.push(m));
      const rejoined = vi.fn();
      two.onReconnect(rejoined);
      expect(await deliveredAcross(one, 'chat', 'before', onTwo)).toBe(true);
      expect(redisState()).toBe('up');

      await redis.stop();
      await sleep(300);
      const started = Date.now();
      for (let i = 0; i < 50; i++) await one.publish('chat', `down ${i}`);
      expect(Date.now() - started).toBeLessThan(500);
      expect(onOne.filter((m) => m.startsWith('down'))).toHaveLength(50);
      expect(onTwo.some((m) => m.startsWith('down'))).toBe(false);
      await sleep(1500); // several reconnection attempts
      expect(unreachable(warn)).toBe(1);
      expect(redisState()).toBe('down');

      await redis.start();
      expect(await deliveredAcross(one, 'chat', 'after', onTwo)).toBe(true);
      // Every connection is back after its own back-off.
      for (let i = 0; i < 100 && (redisState() !== 'up' || rejoined.mock.calls.length === 0); i++) await sleep(100);
      expect(rejoined).toHaveBeenCalledTimes(1);
      expect(redisState()).toBe('up');
      expect(unreachable(warn)).toBe(1);
    } finally {
      await redis.stop();
    }
  });

  it('starts without Redis, serves its own subscribers, and joins when Redis starts', async () => {
    const redis = await privateRedis();
    try {
      const started = Date.now();
      const late = await instance(redis.url);
      expect(Date.now() - started).toBeLessThan(3000);
      const local: string[] = [];
      late.subscribe('news', (m) => local.push(m));
      await late.publish('news', 'alone');
      expect(local).toEqual(['alone']);
      const joined = vi.fn();
      late.onReconnect(joined);

      await redis.start();
      const other = await instance(redis.url);
      const onOther: string[] = [];
      other.subscribe('news', (m) => onOther.push(m));
      expect(await deliveredAcross(late, 'news', 'joined', onOther)).toBe(true);
      const back: string[] = [];
      late.subscribe('back', (m) => back.push(m));
      expect(await deliveredAcross(other, 'back', 'hello', back)).toBe(true);
      expect(joined).toHaveBeenCalledTimes(1);
    } finally {
      await redis.stop();
    }
  });

  it('keeps two deployments on one Redis apart', async () => {
    const redis = await privateRedis();
    await redis.start();
    try {
      const [blue1, blue2, green] = [
        await instance(redis.url, 'blue'),
        await instance(redis.url, 'blue'),
        await instance(redis.url, 'green'),
      ];
      const onBlue: string[] = [];
      const onGreen: string[] = [];
      blue2.subscribe('hub:/hubs/chat', (m) => onBlue.push(m));
      green.subscribe('hub:/hubs/chat', (m) => onGreen.push(m));
      expect(await deliveredAcross(blue1, 'hub:/hubs/chat', 'secret', onBlue)).toBe(true);
      await sleep(200);
      expect(onGreen).toEqual([]);
    } finally {
      await redis.stop();
    }
  });
});
