import { LruCache } from './lru';

describe('LruCache', () => {
  it('drops the least recently used entry first', () => {
    const cache = new LruCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets entries older than the TTL', () => {
    let now = 0;
    const cache = new LruCache<number>(10, 100, () => now);
    cache.set('a', 1);
    now = 99;
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('runs one load for concurrent misses and does not keep failures', async () => {
    const cache = new LruCache<number>(10, 1000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([7, 7]);
    expect(loads).toBe(1);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.getOrLoad('bad', async () => 1)).toBe(1);
  });
});
