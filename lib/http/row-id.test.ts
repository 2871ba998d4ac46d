import { rowId, rowIdOf } from './row-id';
import { unstorableTextFields } from './storable-text';

describe('rowIdOf', () => {
  it('reads canonical ids within the int4 columns and nothing else', () => {
    expect(rowIdOf('1')).toBe(1);
    expect(rowIdOf('2147483647')).toBe(2_147_483_647);
    expect(rowIdOf(42)).toBe(42);
    for (const bad of [
      '2147483648',
      '9999999999',
      '10000000000',
      '-1',
      '0',
      '01',
      '007',
      '1e3',
      '1.5',
      '',
      ' 1',
      '+1',
      'abc',
    ])
      expect(rowIdOf(bad), bad).toBeNull();
    for (const bad of [0, -1, 1.5, 2_147_483_648, Number.NaN, Infinity]) expect(rowIdOf(bad)).toBeNull();
  });

  it('is a zod schema with the same answer', () => {
    expect(rowId.parse('12')).toBe(12);
    expect(rowId.safeParse('2147483648').success).toBe(false);
  });
});

describe('unstorableTextFields', () => {
  it('names NUL characters and unpaired surrogates, deep and in keys; well-formed pairs pass', () => {
    expect(unstorableTextFields({ a: 'ok \u{1F600}', b: ['x', 'y\uD800'], c: { 'k\uDC00': 1 }, d: 'n\u0000' })).toEqual(
      [
        { field: 'b.1', message: 'loneSurrogate' },
        { field: 'c.k\uDC00', message: 'loneSurrogate' },
        { field: 'd', message: 'nulCharacter' },
      ],
    );
    expect(unstorableTextFields('\uDBFF')).toEqual([{ field: '(root)', message: 'loneSurrogate' }]);
  });
});
