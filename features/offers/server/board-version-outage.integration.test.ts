import { closeBus, redisBus } from '@/lib/cache/bus';
import { hasRedisServer, privateRedis } from '@/tests/redis-server';

// The process's bus (getBus) is on a private Redis that the test stops and starts.
const env = vi.hoisted(() => ({ redisUrl: '' }));
vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  return { ...original, getEnv: () => ({ ...original.getEnv(), REDIS_URL: env.redisUrl }) };
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!hasRedisServer)('board generations after a Redis outage', () => {
  it('move on every board of every instance once the bus is back, as changes may have been missed', async () => {
    const redis = await privateRedis();
    env.redisUrl = redis.url;
    await redis.start();
    const other = await redisBus(redis.url);
    try {
      const { ANY_BOARD, boardVersion, watchBoardChanges } = await import('./board-version');
      await watchBoardChanges();
      const heardByOther: string[] = [];
      other.subscribe('wakat:offers-changed', (m) => heardByOther.push(m));
      other.onReconnect(() => heardByOther.push('rejoined'));
      const before = [boardVersion(5), boardVersion(ANY_BOARD)];

      await redis.stop();
      await sleep(300);
      // Another instance's change made during the outage never arrives here.
      await other.publish('wakat:offers-changed', '5');
      expect([boardVersion(5), boardVersion(ANY_BOARD)]).toEqual(before);

      await redis.start();
      for (let i = 0; i < 150 && boardVersion(5) === before[0]; i++) await sleep(100);
      expect(boardVersion(5)).toBeGreaterThan(before[0]!);
      expect(boardVersion(ANY_BOARD)).toBeGreaterThan(before[1]!);
      expect(boardVersion(77)).toBeGreaterThan(0); // a board never seen before moves too
      // The other instance reads every board again as well: told by this one, or on its own return (whichever
      // of the two links came back first, the other's copy of '*' may be published before it resubscribed).
      for (let i = 0; i < 150 && !heardByOther.some((m) => m === '*' || m === 'rejoined'); i++) await sleep(100);
      expect(heardByOther.some((m) => m === '*' || m === 'rejoined')).toBe(true);
    } finally {
      await other.close();
      await closeBus();
      await redis.stop();
    }
  });
});
