import { formatAmount } from '@/lib/format';
import { convertedLines, salaryLine, salaryRowsOf, type SalaryWords } from './salary-text';

const n = (value: number) => formatAmount(value, 'en');

const words: SalaryWords = {
  notDisclosed: 'Salary not disclosed',
  range: (from, to) => `${from} – ${to}`,
  perUnit: (amount, currency, unit) => `${amount} ${currency} ${unit}`,
  unit: (unit) => `/ ${unit}`,
};

describe('offer page salary text', () => {
  it('writes a range, a single amount, or that the salary is not disclosed', () => {
    const month = { currency: 'PLN', salary: { from: 15000, to: 20000, unit: 'month' as const } };
    expect(salaryLine(month, 'en', words, false)).toBe(`${n(15000)} – ${n(20000)} PLN`);
    expect(salaryLine(month, 'en', words, true)).toBe(`${n(15000)} – ${n(20000)} PLN / month`);
    expect(salaryLine({ currency: 'EUR', salary: { from: 40, to: 40, unit: 'hour' } }, 'en', words, false)).toBe(
      '40 EUR / hour',
    );
    expect(salaryLine({ currency: 'EUR', salary: { from: null, to: 60, unit: 'hour' } }, 'en', words, false)).toBe(
      '60 EUR / hour',
    );
    expect(salaryLine({ currency: 'PLN', salary: null }, 'en', words, false)).toBe('Salary not disclosed');
  });

  it('converts to the board currencies, rounded, monthly, skipping those without an amount', () => {
    expect(
      convertedLines(
        { PLN: { from: 6400.4, to: 9600.6 }, EUR: null, USD: { from: 1500, to: null } },
        ['PLN', 'EUR', 'USD', 'GBP'],
        'en',
        words,
      ),
    ).toEqual({ PLN: `${n(6400)} – ${n(9601)} PLN / month`, USD: `${n(1500)} USD / month` });
  });

  it('says "not disclosed" once per offer, naming every contract without a salary', () => {
    const paid = { from: 100, to: 120, unit: 'hour' as const };
    const contracts = [
      { type: 'permanent', currency: 'PLN', salary: null },
      { type: 'b2b', currency: 'PLN', salary: paid },
      { type: 'mandate_contract', currency: 'PLN', salary: null },
      { type: 'permanent', currency: 'EUR', salary: null },
    ];
    const rows = salaryRowsOf(
      contracts,
      (e) => `${e.type}: ${e.salary!.from}`,
      (types) => `undisclosed: ${types.join(', ')}`,
    );
    expect(rows).toEqual(['b2b: 100', 'undisclosed: permanent, mandate_contract']);
    expect(
      salaryRowsOf(
        [contracts[1]!],
        (e) => e.type,
        () => 'undisclosed',
      ),
    ).toEqual(['b2b']);
    expect(
      salaryRowsOf(
        [contracts[0]!, contracts[2]!],
        (e) => e.type,
        (t) => t.join(' + '),
      ),
    ).toEqual(['permanent + mandate_contract']);
  });
});
