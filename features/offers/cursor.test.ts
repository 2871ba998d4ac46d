import fc from 'fast-check';
import { decodeCursor, encodeCursor } from './cursor';

describe('offer cursors', () => {
  it('round-trip', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom('next' as const, 'prev' as const),
        (value, id, direction) => {
          expect(decodeCursor(encodeCursor({ value, id, direction }))).toEqual({
            value: Object.is(value, -0) ? 0 : value,
            id,
            direction,
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
  });
});
