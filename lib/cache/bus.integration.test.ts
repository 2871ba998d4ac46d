import { memoryBus, redisBus } from './bus';

// CI and the development machine run Redis on its standard port; REDIS_URL points elsewhere.
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const next = (subscribe: (h: (m: string) => void) => void) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message within 2 s')), 2000);
    subscribe((m) => {
      clearTimeout(timer);
      resolve(m);
    });
  });

describe('bus', () => {
  it('delivers in memory to every subscriber of the channel, and stops after unsubscribe', async () => {
    const bus = memoryBus();
    const seen: string[] = [];
    const off = bus.subscribe('a', (m) => seen.push(m));
    bus.subscribe('b', (m) => seen.push(`b:${m}`));
    await bus.publish('a', '1');
    off();
    await bus.publish('a', '2');
    expect(seen).toEqual(['1']);
  });

  it('carries a message from one instance to another through Redis', async () => {
    const channel = `wakat:test:${crypto.randomUUID()}`;
    const [one, two] = await Promise.all([redisBus(REDIS), redisBus(REDIS)]);
    try {
      const received = next((h) => two.subscribe(channel, h));
      // Subscribing is asynchronous on Redis: publish until the other side has joined.
      let done = false;
      void received.finally(() => (done = true));
      for (let i = 0; i < 40 && !done; i++) {
        await one.publish(channel, '42');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await received).toBe('42');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
