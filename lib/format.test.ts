import { formatCount } from './format';

describe('formatCount', () => {
  it('groups thousands with a space as the spec shows (12 345)', () => {
    expect(formatCount(12345).replace(/\s/g, ' ')).toBe('12 345');
    expect(formatCount(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
  });

  it('leaves small numbers alone', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });
});
