import {
  clampSalary,
  DEFAULT_SALARY_BOUNDS as B,
  formatSalary,
  formatSalaryInput,
  orderRange,
  parseSalary,
  snapSalary,
} from './salary-input';

describe('salary input helpers', () => {
  it('snaps to steps of 500 from the minimum and stays within the range', () => {
    expect(snapSalary(12_240, B)).toBe(12_000);
    expect(snapSalary(12_250, B)).toBe(12_500);
    expect(snapSalary(-300, B)).toBe(0);
    expect(snapSalary(2_000_000, B)).toBe(1_000_000);
    expect(snapSalary(1_240, { min: 100, max: 5_000, step: 500 })).toBe(1_100);
  });

  it('clamps to the minimum and maximum', () => {
    expect(clampSalary(-1, B)).toBe(0);
    expect(clampSalary(1_000_001, B)).toBe(1_000_000);
    expect(clampSalary(42, B)).toBe(42);
  });

  it('parses spaces, no-break spaces and a decimal comma, up to two decimals, clamped', () => {
    expect(parseSalary('12 500', B)).toBe(12_500);
    expect(parseSalary('12\u00a0500,5', B)).toBe(12_500.5);
    expect(parseSalary('7000.456', B)).toBe(7_000.46);
    expect(parseSalary('9 999 999', B)).toBe(1_000_000);
    expect(parseSalary('', B)).toBeNull();
    expect(parseSalary('abc', B)).toBeNull();
  });

  it('formats with a space between thousands and up to two decimals', () => {
    expect(formatSalary(1_234_567)).toBe('1 234 567');
    expect(formatSalary(1_000_000)).toBe('1 000 000');
    expect(formatSalary(999)).toBe('999');
    expect(formatSalary(12_500.5)).toBe('12 500.5');
    expect(formatSalary(0.129)).toBe('0.13');
  });

  it('formats while typing: grouping, a trailing separator, two decimals at most', () => {
    expect(formatSalaryInput('12500')).toBe('12 500');
    expect(formatSalaryInput('12 5001')).toBe('125 001');
    expect(formatSalaryInput('1500,')).toBe('1 500.');
    expect(formatSalaryInput('1500.987')).toBe('1 500.98');
    expect(formatSalaryInput('00012a')).toBe('12');
    expect(formatSalaryInput('')).toBe('');
  });

  it('never lets the lower value pass the upper one', () => {
    expect(orderRange(5_000, 8_000, 'from')).toEqual({ from: 5_000, to: 8_000 });
    expect(orderRange(9_000, 8_000, 'from')).toEqual({ from: 8_000, to: 8_000 });
    expect(orderRange(9_000, 8_000, 'to')).toEqual({ from: 9_000, to: 9_000 });
  });
});
