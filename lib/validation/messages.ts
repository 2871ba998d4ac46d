/**
 * The one catalogue of field-validation messages: `errors.validation` in messages/{pl,en}.json, worded once
 * per rule and with ICU plurals. Schemas stay locale-free: a zod issue (or a rule's own issue) becomes a
 * message reference here — a catalogue key and the values its wording needs — and is translated where it is
 * shown: by the server (lib/http/zod-messages.ts) or by a form in the browser (components/form). Pure, no zod
 * import: the browser bundles it with every form.
 */

export type MessageValues = Record<string, string | number>;

/** A catalogue key and the values of its placeholders (`{ key: 'tooShort', values: { min: 2 } }`). */
export interface MessageRef {
  key: string;
  values?: MessageValues;
}

/**
 * The fields of a zod issue this module reads (zod and zod/mini issues alike; no zod import). Parse with
 * `{ reportInput: true }`: the input tells a missing value from a wrong one.
 */
export interface IssueLike {
  code?: string;
  message?: string;
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  divisor?: number | bigint;
  keys?: readonly string[];
  values?: readonly unknown[];
  params?: Record<string, unknown>;
}

/** A message that names a key (`tooShort`, `alerts.nameRequired`), not a sentence (zod's own defaults have spaces). */
const KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*$/;

const number = (v: number | bigint | undefined) => (typeof v === 'bigint' ? Number(v) : (v ?? 0));

/** The values a custom issue carries for its wording (strings and numbers only). */
function valuesOf(params: Record<string, unknown> | undefined): MessageValues | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  return entries.length ? (Object.fromEntries(entries) as MessageValues) : undefined;
}

const COUNTED = new Set(['array', 'set']);
const NUMERIC = new Set(['number', 'int', 'bigint']);

/** The catalogue's wording for what zod found, by the issue's kind (ignoring any message it carries). */
export function kindRef(issue: IssueLike): MessageRef {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalidType' };
    case 'too_small': {
      const min = number(issue.minimum);
      if (issue.origin === 'string') {
        // Nothing typed (or only spaces) is a missing value, whatever the bound.
        if (min <= 1 || (typeof issue.input === 'string' && issue.input.trim() === '')) return { key: 'required' };
        return issue.exact ? { key: 'exactLength', values: { length: min } } : { key: 'tooShort', values: { min } };
      }
      if (COUNTED.has(issue.origin ?? '')) return { key: 'tooFewItems', values: { min } };
      if (NUMERIC.has(issue.origin ?? ''))
        return issue.inclusive === false
          ? { key: 'greaterThan', values: { min } }
          : { key: 'tooSmall', values: { min } };
      if (issue.origin === 'date') return { key: 'dateTooEarly' };
      if (issue.origin === 'file') return { key: 'fileEmpty' };
      return { key: 'invalid' };
    }
    case 'too_big': {
      const max = number(issue.maximum);
      if (issue.origin === 'string')
        return issue.exact ? { key: 'exactLength', values: { length: max } } : { key: 'tooLong', values: { max } };
      if (COUNTED.has(issue.origin ?? '')) return { key: 'tooManyItems', values: { max } };
      if (NUMERIC.has(issue.origin ?? ''))
        return issue.inclusive === false ? { key: 'lessThan', values: { max } } : { key: 'tooBig', values: { max } };
      if (issue.origin === 'date') return { key: 'dateTooLate' };
      if (issue.origin === 'file') return { key: 'fileTooLarge' };
      return { key: 'invalid' };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'invalidEmail' };
      if (issue.format === 'url') return { key: 'invalidUrl' };
      return { key: 'invalidFormat' };
    case 'not_multiple_of':
      return { key: 'notMultipleOf', values: { divisor: number(issue.divisor) } };
    case 'invalid_value':
      return { key: 'invalidOption', values: { options: (issue.values ?? []).map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'unknownKeys', values: { keys: (issue.keys ?? []).join(', ') } };
    default:
      // custom (a refinement without a key of its own), invalid_union, invalid_key, invalid_element
      return { key: 'invalid' };
  }
}

/**
 * The message of an issue: the key a schema gave it (a refinement's `'invalidPhone'`, a check's
 * `{ error: 'codeIncorrect' }`), with the values of its kind and its params; else the wording of its kind.
 */
export function issueRef(issue: IssueLike): MessageRef {
  const kind = kindRef(issue);
  if (!issue.message || !KEY.test(issue.message)) return kind;
  const values = { ...kind.values, ...valuesOf(issue.params) };
  return Object.keys(values).length ? { key: issue.message, values } : { key: issue.message };
}

/**
 * A reference as the text a form keeps in its field state (react-hook-form holds strings): the key, then its
 * values as JSON after a bar (`tooShort|{"min":2}`).
 */
export function encodeRef(ref: MessageRef): string {
  return ref.values && Object.keys(ref.values).length ? `${ref.key}|${JSON.stringify(ref.values)}` : ref.key;
}

/** A reference read back from a field's message; null for anything else (a server's text, shown as it is). */
export function decodeRef(text: string): MessageRef | null {
  const bar = text.indexOf('|');
  const key = bar < 0 ? text : text.slice(0, bar);
  if (!KEY.test(key)) return null;
  if (bar < 0) return { key };
  try {
    const values = valuesOf(JSON.parse(text.slice(bar + 1)) as Record<string, unknown>);
    return values ? { key, values } : { key };
  } catch {
    return null;
  }
}

/** A translator of one namespace, as next-intl's `t` with `has`. */
export interface Translate {
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

/**
 * The text of a field's message: a reference is worded by the first translator that knows its key (the
 * catalogue first, then a form's own namespace); a key nobody knows is worded as `invalid`; any other text
 * (already worded by the server) is shown as it is.
 */
export function messageText(message: string, translators: readonly Translate[]): string {
  const ref = decodeRef(message);
  if (!ref) return message;
  for (const t of translators) if (t.has(ref.key)) return t(ref.key, ref.values);
  const catalogue = translators[0];
  return catalogue?.has('invalid') ? catalogue('invalid') : message;
}
