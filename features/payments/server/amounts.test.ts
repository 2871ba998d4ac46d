import { amountInWords, englishWords, plPlural, polishWords, splitGross } from './amounts';

describe('amounts in words', () => {
  it('writes Polish numbers with the right forms', () => {
    expect(polishWords(0)).toBe('zero');
    expect(polishWords(1)).toBe('jeden');
    expect(polishWords(12)).toBe('dwanaście');
    expect(polishWords(123)).toBe('sto dwadzieścia trzy');
    expect(polishWords(1000)).toBe('tysiąc');
    expect(polishWords(1230)).toBe('tysiąc dwieście trzydzieści');
    expect(polishWords(2004)).toBe('dwa tysiące cztery');
    expect(polishWords(5000)).toBe('pięć tysięcy');
    expect(polishWords(12_000)).toBe('dwanaście tysięcy');
    expect(polishWords(22_000)).toBe('dwadzieścia dwa tysiące');
    expect(polishWords(1_000_001)).toBe('milion jeden');
    expect(polishWords(3_215_999)).toBe(
      'trzy miliony dwieście piętnaście tysięcy dziewięćset dziewięćdziesiąt dziewięć',
    );
    expect([1, 2, 5, 12, 22, 25, 112, 104].map(plPlural)).toEqual([0, 1, 2, 2, 1, 2, 2, 1]);
  });

  it('writes English numbers', () => {
    expect(englishWords(0)).toBe('zero');
    expect(englishWords(123)).toBe('one hundred twenty-three');
    expect(englishWords(1_230)).toBe('one thousand two hundred thirty');
    expect(englishWords(2_000_015)).toBe('two million fifteen');
  });

  it('writes invoice amounts with the currency and grosze', () => {
    expect(amountInWords(1, 'PLN', 'pl')).toBe('jeden złoty 00/100');
    expect(amountInWords(123.45, 'PLN', 'pl')).toBe('sto dwadzieścia trzy złote 45/100');
    expect(amountInWords(1230, 'PLN', 'pl')).toBe('tysiąc dwieście trzydzieści złotych 00/100');
    expect(amountInWords(-615, 'PLN', 'pl')).toBe('minus sześćset piętnaście złotych 00/100');
    expect(amountInWords(615.2, 'PLN', 'en')).toBe('six hundred fifteen PLN 20/100');
  });

  it('splits a gross price at 23% VAT to the grosz', () => {
    expect(splitGross(1230)).toEqual({ net: 1000, tax: 230 });
    expect(splitGross(100)).toEqual({ net: 81.3, tax: 18.7 });
  });
});
