/** Lower-case text without diacritics (Polish ł included): "Łódź" → "lodz". Matches SQL immutable_unaccent(lower(…)). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A message that starts with a board's value ("business jobs…") still starts a sentence with a capital. */
export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * One full stop where a sentence ends on an abbreviation ("… sp.k.. Dane" → "… sp.k. Dane");
 * an ellipsis stays as it is.
 */
export function singleFullStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}
