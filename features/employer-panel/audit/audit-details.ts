/**
 * An audit entry's details as the change log shows them: each stored key as a label in the reader's language
 * and each value as words (roles by name, yes/no, lists joined, a change as "before → after"). Ids are for
 * the database, not the reader, and are left out. The translators come from `employerPanel.audit`.
 */
export interface AuditDetailLine {
  key: string;
  label: string;
  value: string;
}

export interface AuditWords {
  /** The label of a known key (`fields.<key>`), or undefined for a key without one. */
  field: (key: string) => string | undefined;
  /** A role's name (`rights.<right>`), or undefined for another value. */
  right: (value: string) => string | undefined;
  /** A stored word's wording (`values.<word>`, e.g. "uploaded"), or undefined to show it as stored. */
  token: (value: string) => string | undefined;
  yes: string;
  no: string;
  /** A list's size, for lists of people (assignees). */
  people: (count: number) => string;
  /** A date and time in the reader's format. */
  dateTime: (value: Date) => string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '—';

/** `recruitersAssignedOnly` → "recruiters assigned only": a readable label for a key without a message. */
function spokenKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueWords(key: string, value: unknown, words: AuditWords): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    if (key === 'assignees') return words.people(value.length);
    return value.length ? value.map((v) => valueWords(key, v, words)).join(', ') : EMPTY;
  }
  if (typeof value === 'string') {
    if (key === 'right') return words.right(value) ?? value;
    if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return words.dateTime(new Date(value));
    return words.token(value) ?? value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function auditDetailLines(details: Record<string, unknown>, words: AuditWords): AuditDetailLine[] {
  return Object.entries(details)
    .filter(([key]) => key !== 'id' && !/Id$/.test(key))
    .map(([key, value]) => {
      const label = words.field(key) ?? spokenKey(key);
      if (value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value) {
        const change = value as { from: unknown; to: unknown };
        return {
          key,
          label,
          value: `${valueWords(key, change.from, words)} → ${valueWords(key, change.to, words)}`,
        };
      }
      return { key, label, value: valueWords(key, value, words) };
    });
}
