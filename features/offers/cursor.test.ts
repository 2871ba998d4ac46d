import fc from 'fast-check';
import { decodeCursor, encodeCursor } from './cursor';

describe('offer cursors', () => {
  it('round-trip', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom('next' as const, 'prev' as const),
        fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
        (value, id, direction, rank) => {
          expect(decodeCursor(encodeCursor({ value, id, direction, rank }))).toEqual({
            value: Object.is(value, -0) ? 0 : value,
            id,
            direction,
            rank,
          });
        },
      ),
    );
  });

  it('are URL-safe', () => {
    expect(encodeCursor({ value: 1_795_000_000_000, id: 42, direction: 'prev' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('decode garbage and tampering to null', () => {
    fc.assert(fc.property(fc.string(), (s) => void decodeCursor(s)));
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('not a cursor!')).toBeNull();
    expect(decodeCursor(btoa('{"v":1,"i":-3,"d":"n"}'))).toBeNull();
    expect(decodeCursor(btoa('{"v":"x","i":3,"d":"n"}'))).toBeNull();
    expect(decodeCursor(btoa('[]'))).toBeNull();
    // A relevance tier is a small whole number.
    expect(decodeCursor(btoa('{"v":1,"i":3,"d":"n","r":-1}'))).toBeNull();
    expect(decodeCursor(btoa('{"v":1,"i":3,"d":"n","r":1.5}'))).toBeNull();
    expect(decodeCursor(btoa('{"v":1,"i":3,"d":"n","r":2}'))?.rank).toBe(2);
  });

  it('refuse ids past the database integer and impossible dates', () => {
    // {"v":null,"i":1099511627776,"d":"n"}: an id of 2^40.
    expect(decodeCursor('eyJ2IjpudWxsLCJpIjoxMDk5NTExNjI3Nzc2LCJkIjoibiJ9')).toBeNull();
    expect(decodeCursor(encodeCursor({ value: null, id: 2 ** 31, direction: 'next' }))).toBeNull();
    expect(decodeCursor(encodeCursor({ value: null, id: 2 ** 31 - 1, direction: 'next' }))).not.toBeNull();
    for (const value of ['0000-01-01T00:00:00.000000Z', '2026-02-31T00:00:00.000000Z', '2026-13-01T00:00:00.000000Z'])
      expect(decodeCursor(encodeCursor({ value, id: 1, direction: 'next' })), value).toBeNull();
    const real = '2026-11-23T10:15:30.123456Z';
    expect(decodeCursor(encodeCursor({ value: real, id: 1, direction: 'next' }))?.value).toBe(real);
  });
});
