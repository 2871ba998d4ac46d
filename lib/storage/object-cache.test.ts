import { ObjectCache } from './object-cache';

const kib = (n: number, fill = 1) => Buffer.alloc(n * 1024, fill);

describe('ObjectCache', () => {
  let now = 0;
  const cache = (maxBytes = 100 * 1024, maxObjectBytes = 40 * 1024, idleMs = 60_000) =>
    new ObjectCache({ maxBytes, maxObjectBytes, idleMs, now: () => now });
  beforeEach(() => {
    now = 1_000_000;
  });

  it('keeps objects by key with their ETag, a new version replacing the old one', () => {
    const c = cache();
    c.set('logos/a.png', '"1"', kib(10));
    c.set('logos/a.png', '"2"', kib(20, 2));
    expect(c.peek('logos/a.png')).toMatchObject({ etag: '"2"' });
    expect(c.peek('logos/a.png')!.bytes[0]).toBe(2);
    expect(c.size).toBe(20 * 1024);
    c.delete('logos/a.png');
    expect([c.peek('logos/a.png'), c.size]).toEqual([undefined, 0]);
    c.clear();
  });

  it('stays within its budget by dropping the least recently used, and keeps no object over the largest size', () => {
    const c = cache();
    for (const name of ['a', 'b', 'c']) c.set(`logos/${name}.png`, '"e"', kib(30));
    c.touch('logos/a.png');
    c.set('logos/d.png', '"e"', kib(30));
    // b was the least recently used once a was read again.
    expect(['a', 'b', 'c', 'd'].map((name) => c.peek(`logos/${name}.png`) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(c.size).toBe(90 * 1024);
    c.set('applications/big.pdf', '"e"', kib(41));
    expect(c.peek('applications/big.pdf')).toBeUndefined();
    expect(c.size).toBe(90 * 1024);
    c.clear();
  });

  it('drops what has not been read for the idle time', () => {
    const c = cache();
    c.set('cv/old.pdf', '"e"', kib(10));
    now += 30_000;
    c.set('cv/new.pdf', '"e"', kib(10));
    now += 40_000;
    expect(c.peek('cv/old.pdf')).toBeUndefined();
    expect(c.peek('cv/new.pdf')).toBeDefined();
    expect(c.size).toBe(10 * 1024);
    c.touch('cv/new.pdf');
    now += 59_000;
    expect(c.peek('cv/new.pdf')).toBeDefined();
    c.clear();
  });
});
