/** Lower-case text without diacritics (Polish ł included): "Łódź" → "lodz". Matches SQL immutable_unaccent(lower(…)). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
