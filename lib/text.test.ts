import { foldText } from './text';

describe('foldText', () => {
  it('drops Polish diacritics and case', () => {
    expect(foldText('Łódź Zażółć GĘŚLĄ JAŹŃ')).toBe('lodz zazolc gesla jazn');
  });
  it('keeps the characters that matter in skills', () => {
    expect(foldText('C# C++ .NET Node.js')).toBe('c# c++ .net node.js');
  });
});
