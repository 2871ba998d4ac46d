import { foldText, singleFullStops, upperFirst } from './text';

describe('foldText', () => {
  it('drops Polish diacritics and case', () => {
    expect(foldText('Łódź Zażółć GĘŚLĄ JAŹŃ')).toBe('lodz zazolc gesla jazn');
  });
  it('keeps the characters that matter in skills', () => {
    expect(foldText('C# C++ .NET Node.js')).toBe('c# c++ .net node.js');
  });
});

describe('singleFullStops', () => {
  it('ends a sentence on an abbreviation with one full stop', () => {
    expect(singleFullStops('Administratorem jest Kowalski sp.k.. Dane przetwarzamy.')).toBe(
      'Administratorem jest Kowalski sp.k. Dane przetwarzamy.',
    );
    expect(singleFullStops('Firma S.A..')).toBe('Firma S.A.');
  });
  it('keeps an ellipsis', () => {
    expect(singleFullStops('Czekaj... dalej')).toBe('Czekaj... dalej');
  });
});

describe('upperFirst', () => {
  it('capitalises a heading that starts with a board value', () => {
    expect(upperFirst('business job offers')).toBe('Business job offers');
    expect(upperFirst('IT job offers')).toBe('IT job offers');
  });
});
