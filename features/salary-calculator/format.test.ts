import { formatMoney, withCurrency } from './format';

describe('formatMoney', () => {
  it('groups thousands with a no-break space and writes the decimals of each language', () => {
    expect(formatMoney(7147.39, 'pl')).toBe('7\u00a0147,39');
    expect(formatMoney(7147.39, 'en')).toBe('7\u00a0147.39');
    expect(formatMoney(14000, 'en', { decimals: false })).toBe('14\u00a0000');
    expect(withCurrency('100,00', 'pl')).toBe('100,00 zł');
  });
});
