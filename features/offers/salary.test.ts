import { toMonthlyIn } from './salary';

const rates = { PLN: 1, EUR: 4.25, USD: 3.9, GBP: 5, CHF: 4.5 };

describe('toMonthlyIn', () => {
  it('normalises hour, day and year pay to a month', () => {
    expect(toMonthlyIn(100, 'hour', 'PLN', 'PLN', rates)).toBe(16800);
    expect(toMonthlyIn(1000, 'day', 'PLN', 'PLN', rates)).toBe(21000);
    expect(toMonthlyIn(120000, 'year', 'PLN', 'PLN', rates)).toBe(10000);
  });
  it('converts between currencies through PLN', () => {
    expect(toMonthlyIn(1000, 'month', 'EUR', 'PLN', rates)).toBe(4250);
    expect(toMonthlyIn(4250, 'month', 'PLN', 'EUR', rates)).toBe(1000);
    expect(toMonthlyIn(1000, 'month', 'GBP', 'USD', rates)).toBe(1282.05);
  });
});
