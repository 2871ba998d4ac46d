import { connect } from 'node:net';
import { closeRedis } from '@/lib/cache/redis';
import { markUsedOnce, resetReplayMemory } from './replay';

const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const prefix = vi.hoisted(() => ({ value: 'wakat' }));
vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  const env = { ...original.getEnv(), REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
  return { ...original, getEnv: () => ({ ...env, REDIS_PREFIX: prefix.value }) };
});

const reachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS);
  const socket = connect(Number(url.port || 6379), url.hostname, () => {
    socket.end();
    resolve(true);
  }).on('error', () => resolve(false));
});

afterAll(() => closeRedis());

describe.skipIf(!reachable)('the anti-bot replay store on Redis', () => {
  it('refuses a replay even on an instance that never saw the first use', async () => {
    const id = `test-${crypto.randomUUID()}`;
    expect(await markUsedOnce(id, Date.now() + 60_000)).toBe(true);
    resetReplayMemory(); // as if the next request reached another instance
    expect(await markUsedOnce(id, Date.now() + 60_000)).toBe(false);
  });

  it('keeps the used challenges of two deployments apart', async () => {
    const id = `test-${crypto.randomUUID()}`;
    prefix.value = `blue-${crypto.randomUUID()}`;
    expect(await markUsedOnce(id, Date.now() + 60_000)).toBe(true);
    resetReplayMemory();
    prefix.value = `green-${crypto.randomUUID()}`;
    expect(await markUsedOnce(id, Date.now() + 60_000)).toBe(true);
    prefix.value = 'wakat';
  });
});
