import { createTranslator } from 'next-intl';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { decodeRef, encodeRef, issueRef, messageText, type MessageValues, type Translate } from './messages';

const MESSAGES = { pl, en } as const;
type Locale = keyof typeof MESSAGES;

/** The catalogue of a locale as the server and the forms read it; any missing key or value fails the test. */
function catalogue(locale: Locale): Translate {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: 'errors.validation',
    onError: (error) => {
      throw error;
    },
  });
  const translate = (key: string, values?: MessageValues) => t(key as never, values as never);
  translate.has = (key: string) => t.has(key as never);
  return translate;
}

const text = (locale: Locale, issue: Parameters<typeof issueRef>[0]) =>
  messageText(encodeRef(issueRef(issue)), [catalogue(locale)]);

/** The first issue of a parse that must fail. */
function issueOf(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail`);
  return result.error.issues[0]!;
}

describe('the validation catalogue', () => {
  // Every kind of issue the app's schemas raise (zod/mini in the forms, zod on the server), with the key
  // it is worded by.
  const KINDS: [string, z.core.$ZodType, unknown, string][] = [
    ['a missing value', z.object({ a: z.string() }), {}, 'required'],
    ['a wrong type', z.object({ a: z.string() }), { a: 5 }, 'invalidType'],
    ['an empty text with a lower bound', z.string().check(z.trim(), z.minLength(2)), '  ', 'required'],
    ['min 1 on a text', classic.string().trim().min(1), 'x '.slice(1), 'required'],
    ['a short text', z.string().check(z.minLength(2)), 'a', 'tooShort'],
    ['a long text', classic.string().max(3), 'abcd', 'tooLong'],
    ['a text of exact length', z.string().check(z.length(2)), 'PLN', 'exactLength'],
    ['too few items', classic.array(classic.string()).min(2), ['a'], 'tooFewItems'],
    ['too many items', z.array(z.string()).check(z.maxLength(1)), ['a', 'b'], 'tooManyItems'],
    ['a small number', classic.number().min(1), 0, 'tooSmall'],
    ['a big number', z.number().check(z.maximum(100)), 101, 'tooBig'],
    ['a number not above', classic.number().positive(), 0, 'greaterThan'],
    ['a number not below', classic.number().lt(10), 10, 'lessThan'],
    ['a multiple', classic.number().multipleOf(5), 7, 'notMultipleOf'],
    ['an early date', classic.date().min(new Date('2026-01-01')), new Date('2025-01-01'), 'dateTooEarly'],
    ['a late date', classic.date().max(new Date('2026-01-01')), new Date('2027-01-01'), 'dateTooLate'],
    ['an e-mail', z.email(), 'anna@', 'invalidEmail'],
    ['a classic e-mail', classic.email(), 'anna', 'invalidEmail'],
    ['a URL', classic.url(), 'no url', 'invalidUrl'],
    ['a pattern', z.string().check(z.regex(/^\d+$/)), 'x', 'invalidFormat'],
    ['an option', z.enum(['admin', 'recruiter']), 'owner', 'invalidOption'],
    ['an unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'unknownKeys'],
    ['a union', classic.union([classic.string(), classic.number()]), true, 'invalid'],
    ['a refinement without a key', classic.string().refine(() => false), 'x', 'invalid'],
    ['a refinement with a key', classic.string().refine(() => false, 'invalidPhone'), 'x', 'invalidPhone'],
    ['a check with a key', z.string().check(z.minLength(3, { error: 'invalidPhone' })), 'x', 'invalidPhone'],
  ];

  it.each(KINDS)('words %s', (_label, schema, input, key) => {
    const issue = issueOf(schema, input);
    expect(issueRef(issue).key).toBe(key);
    for (const locale of ['pl', 'en'] as const) {
      const worded = text(locale, issue);
      expect(worded).not.toMatch(/[{}#]/);
      expect(worded).toBe(catalogue(locale)(key, issueRef(issue).values));
    }
  });

  it.each([
    [1, 'Wpisz najwyżej 1 znak.', 'Enter at most 1 character.'],
    [2, 'Wpisz najwyżej 2 znaki.', 'Enter at most 2 characters.'],
    [4, 'Wpisz najwyżej 4 znaki.', 'Enter at most 4 characters.'],
    [5, 'Wpisz najwyżej 5 znaków.', 'Enter at most 5 characters.'],
    [12, 'Wpisz najwyżej 12 znaków.', 'Enter at most 12 characters.'],
    [22, 'Wpisz najwyżej 22 znaki.', 'Enter at most 22 characters.'],
    [25, 'Wpisz najwyżej 25 znaków.', 'Enter at most 25 characters.'],
    [111, 'Wpisz najwyżej 111 znaków.', 'Enter at most 111 characters.'],
    [1000, 'Wpisz najwyżej 1000 znaków.', 'Enter at most 1,000 characters.'],
  ])('counts %i characters in both languages', (max, polish, english) => {
    const issue = issueOf(z.string().check(z.maxLength(max)), 'x'.repeat(max + 1));
    expect(text('pl', issue).replace(/\s/g, ' ')).toBe(polish);
    expect(text('en', issue)).toBe(english);
  });

  it.each([
    [2, 'Wpisz co najmniej 2 znaki.', 'Enter at least 2 characters.'],
    [5, 'Wpisz co najmniej 5 znaków.', 'Enter at least 5 characters.'],
    [22, 'Wpisz co najmniej 22 znaki.', 'Enter at least 22 characters.'],
    [50, 'Wpisz co najmniej 50 znaków.', 'Enter at least 50 characters.'],
  ])('asks for at least %i characters, never "1 znaków"', (min, polish, english) => {
    const issue = issueOf(z.string().check(z.minLength(min)), 'x');
    expect(text('pl', issue)).toBe(polish);
    expect(text('en', issue)).toBe(english);
    // One character is no lower bound worth its own sentence: an empty field is simply required.
    expect(text('pl', issueOf(z.string().check(z.minLength(1)), ''))).toBe('To pole jest wymagane.');
    expect(text('en', issueOf(z.string().check(z.minLength(1)), ''))).toBe('This field is required.');
  });

  it.each([
    [1, 'Wybierz co najmniej 1 pozycję.', 'Choose at least 1 item.'],
    [3, 'Wybierz co najmniej 3 pozycje.', 'Choose at least 3 items.'],
    [5, 'Wybierz co najmniej 5 pozycji.', 'Choose at least 5 items.'],
    [24, 'Wybierz co najmniej 24 pozycje.', 'Choose at least 24 items.'],
  ])('counts %i items in both languages', (min, polish, english) => {
    const issue = issueOf(z.array(z.string()).check(z.minLength(min)), []);
    expect(text('pl', issue)).toBe(polish);
    expect(text('en', issue)).toBe(english);
  });

  it('holds the same keys with the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v as object, `${prefix}${k}.`),
      );
    const plFlat = new Map(flat(pl.errors.validation));
    const enFlat = new Map(flat(en.errors.validation));
    expect([...plFlat.keys()].sort()).toEqual([...enFlat.keys()].sort());
    for (const [key, polish] of plFlat) {
      const english = enFlat.get(key)!;
      expect(new Set(placeholders(polish)), key).toEqual(new Set(placeholders(english)));
    }
  });

  it('reads a reference back as it was written, and leaves a server text alone', () => {
    const ref = { key: 'tooShort', values: { min: 2 } };
    expect(decodeRef(encodeRef(ref))).toEqual(ref);
    expect(decodeRef('alerts.nameRequired')).toEqual({ key: 'alerts.nameRequired' });
    expect(decodeRef('Ten NIP jest niepoprawny: sprawdź cyfry.')).toBeNull();
    expect(messageText('Ten NIP jest niepoprawny: sprawdź cyfry.', [catalogue('pl')])).toBe(
      'Ten NIP jest niepoprawny: sprawdź cyfry.',
    );
    // A key no namespace knows is worded as "invalid", never shown raw.
    expect(messageText('someUnknownKey', [catalogue('en')])).toBe('This value is not valid.');
  });

  it('words a rule issue with the values it carries', () => {
    const issue = {
      code: 'custom',
      message: 'consentPlaceholderMissing',
      params: { placeholder: '{company}', min: 20 },
    };
    expect(text('pl', issue)).toBe('Wstaw {company} w miejscu nazwy firmy: kandydaci zobaczą tam nazwę Twojej firmy.');
    expect(text('en', { code: 'custom', message: 'tooShort', params: { min: 20 } })).toBe(
      'Enter at least 20 characters.',
    );
  });
});
