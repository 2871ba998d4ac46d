import { z } from 'zod';
import { EMAIL_PATTERN, isEmail } from './email';

describe('the e-mail rule', () => {
  it('is the pattern the server applies with z.email()', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    ['ola@example.com', true],
    [' ola.nowak+jobs@mail.example.pl ', true],
    ['ola@localhost', false],
    ['ola@@example.com', false],
    ['.ola@example.com', false],
    ['ola..nowak@example.com', false],
    ['nie-mail', false],
    ['ola@example.c', false],
  ])('%s → %s, as z.email() decides', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
    expect(z.email().safeParse(text.trim()).success).toBe(expected);
  });
});
