// Alert rules shared by the forms and the server, free of zod so client bundles stay small.
/** Spec §9: alert names are at most 999 characters; the default frequency is twiceAWeek. */
export const ALERT_NAME_MAX = 999;
export const ALERT_FREQUENCIES = ['daily', 'twiceAWeek', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: AlertFrequency = 'twiceAWeek';
/** Saved searches one owner (candidate or guest e-mail) may keep on the server (decision 0010). */
export const SERVER_FILTER_LIMIT = 10;
/** Spec §5: logged-out visitors keep at most 10 searches in local storage. */
export const LOCAL_FILTER_LIMIT = 10;

/**
 * Spec §5: besides letters (Polish diacritics too), digits and spaces, these signs, as the error message lists
 * them. They reach the message as a value, not in its wording: an `&` among the messages every page carries
 * would send the whole page payload down Next's slow escaping path (docs/performance.md).
 */
export const ALERT_NAME_SIGNS = ', & # ( ) / + -';
/** What a name may hold, as a character class's inside. */
const NAME_CHARACTERS = `A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż ${ALERT_NAME_SIGNS.replaceAll(' ', '').replace('-', '\\-')}`;
export const ALERT_NAME_PATTERN = new RegExp(`^[${NAME_CHARACTERS}]+$`);
const NOT_NAME_CHARACTER = new RegExp(`[^${NAME_CHARACTERS}]`, 'g');

/** Characters a name may not hold become spaces (names prefilled from filter tags). */
export function sanitizeAlertName(raw: string): string {
  return raw.replace(NOT_NAME_CHARACTER, ' ').replace(/\s+/g, ' ').trim();
}

/** Tags joined by commas, cut at the last whole tag that keeps the name within 999 characters. */
export function alertNameFromTags(tags: string[]): string {
  let name = '';
  for (const tag of tags.map(sanitizeAlertName).filter(Boolean)) {
    const next = name ? `${name}, ${tag}` : tag;
    if (next.length > ALERT_NAME_MAX) break;
    name = next;
  }
  return name || sanitizeAlertName(tags.join(' ')).slice(0, ALERT_NAME_MAX).trim();
}
