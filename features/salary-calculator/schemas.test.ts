import { contractOptionsOf, parseSalaryCalculatorQuery, salaryCalculatorSearch } from './schemas';

describe('the calculator page query', () => {
  it('opens with 10,000 gross on an employment contract, sickness insurance ticked', () => {
    const q = parseSalaryCalculatorQuery({});
    expect(q).toMatchObject({ contract: 'employment', direction: 'gross_to_net', amount: 10_000, sickness: true });
  });

  it('reads a submitted form: amounts with spaces and a decimal comma, unticked boxes are off', () => {
    const q = parseSalaryCalculatorQuery({
      contract: 'b2b',
      amount: '12 345,67',
      tax: 'lump_sum',
      zus: 'start_relief',
      costs: '500',
    });
    expect(contractOptionsOf(q)).toEqual({
      contract: 'b2b',
      taxForm: 'lump_sum',
      zus: 'start_relief',
      sickness: false,
      costs: 500,
      previousIncome: 0,
    });
    expect(q.amount).toBe(12345.67);
    const plus = parseSalaryCalculatorQuery({
      contract: 'b2b',
      amount: '9000',
      zus: 'income_based',
      previousIncome: '54 000',
    });
    expect(contractOptionsOf(plus)).toMatchObject({ zus: 'income_based', previousIncome: 54_000 });
    expect(salaryCalculatorSearch(plus)).toBe(
      'contract=b2b&direction=gross_to_net&amount=9000&zus=income_based&previousIncome=54000',
    );
  });

  it('falls back to defaults on anything malformed instead of failing the page', () => {
    const q = parseSalaryCalculatorQuery({
      contract: 'x',
      amount: '-5',
      tax: 'y',
      seniority: 'guru',
      city: '../etc',
      category: ['backend', 'x'],
    });
    expect(q).toMatchObject({
      contract: 'employment',
      amount: 10_000,
      tax: 'linear',
      seniority: null,
      city: null,
      category: 'backend',
    });
  });

  it('writes a state back as the query the form would send', () => {
    const q = parseSalaryCalculatorQuery({ contract: 'mandate', amount: '5000', student: 'on', city: 'krakow' });
    expect(salaryCalculatorSearch(q, { amount: 6000 })).toBe(
      'contract=mandate&direction=gross_to_net&amount=6000&student=on&city=krakow',
    );
  });
});
