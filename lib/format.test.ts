import { countValues, formatAmount, formatCount, formatFileSize } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCount', () => {
  it('groups thousands with a space as the spec shows (12 345)', () => {
    expect(plain(formatCount(12345))).toBe('12 345');
    expect(plain(formatCount(1234567))).toBe('1 234 567');
  });

  it('groups four-digit counts too (the list heading reads "2 336")', () => {
    expect(plain(formatCount(2336))).toBe('2 336');
    expect(countValues(2336)).toEqual({ count: 2336, formatted: formatCount(2336) });
  });

  it('leaves small numbers alone', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });

  it("writes what Finnish number formatting writes, whole numbers grouped without it", () => {
    const finnish = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 0 });
    const values = [1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 123_456, 1_000_000];
    values.push(9_007_199_254_740_991, -9_007_199_254_740_991, 2.5, 1234.4, 1234.5, -1234.5, 1e21, Infinity);
    for (const value of [...values, ...values.map((v) => -v)]) {
      expect(formatCount(value), String(value)).toBe(finnish.format(value));
    }
    // Except that a counter at zero never reads "−0".
    expect(formatCount(-0)).toBe('0');
  });
});

describe('formatAmount', () => {
  it('space-groups salaries in both languages, four digits included', () => {
    expect(plain(formatAmount(8540, 'pl'))).toBe('8 540');
    expect(plain(formatAmount(8540, 'en'))).toBe('8 540');
    expect(plain(formatAmount(25000, 'en'))).toBe('25 000');
    expect(formatAmount(8540, 'pl')).not.toContain(' ');
  });

  it("keeps up to two decimals with the language's decimal mark", () => {
    expect(plain(formatAmount(1234.5, 'pl'))).toBe('1 234,5');
    expect(plain(formatAmount(1234.567, 'en'))).toBe('1 234.57');
    expect(formatAmount(95, 'pl')).toBe('95');
  });
});

describe('formatFileSize', () => {
  it('shows files under 0.01 MB in KB, never "0.00 MB"', () => {
    expect(formatFileSize(592)).toBe('0.6 KB');
    expect(formatFileSize(10)).toBe('0.1 KB');
    expect(formatFileSize(8 * 1024)).toBe('8.0 KB');
  });

  it('shows larger files in MB', () => {
    expect(formatFileSize(1024 * 1024 * 1.5)).toBe('1.50 MB');
    expect(formatFileSize(20_000)).toBe('0.02 MB');
  });
});
