import { passwordScore } from './password-strength';

describe('passwordScore', () => {
  it('grows with length and variety, and sees through the obvious', () => {
    expect(passwordScore('short')).toBe(0);
    expect(passwordScore('aaaaaaaaaa')).toBe(1);
    expect(passwordScore('password123!')).toBe(1);
    expect(passwordScore('lowercase1')).toBe(2);
    expect(passwordScore('Mixed-case1')).toBe(3);
    expect(passwordScore('Long-and-Varied-2026')).toBe(4);
  });
});
