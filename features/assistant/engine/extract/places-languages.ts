import { foldText } from '@/lib/text';
import type { CityEntry, Facts } from '../types';
import { escape, firstMatch, LANGUAGES, LEVEL_WORDS } from './words';

/** Cities (with their Polish forms) and languages with their levels. */

/** Polish locatives and other forms the stem rule misses. */
const CITY_FORMS: Record<string, string[]> = {
  bialystok: ['bialymstoku'],
  trojmiasto: ['trojmiescie', 'tricity', 'trojmiasta'],
  warszawa: ['warsaw', 'warszawy'],
  krakow: ['cracow', 'krakowa'],
  'zielona-gora': ['zielonej gorze'],
  'jelenia-gora': ['jeleniej gorze'],
  'nowy-sacz': ['nowym saczu'],
  'gorzow-wielkopolski': ['gorzowie'],
};

export function citiesIn(folded: string, cities: CityEntry[]): CityEntry[] {
  const words = folded.split(/[^a-z0-9-]+/).filter(Boolean);
  const found: { city: CityEntry; at: number }[] = [];
  for (const city of cities) {
    const names = new Set([foldText(city.pl), foldText(city.en)]);
    let at = -1;
    for (const name of names) {
      const nameWords = name.split(/\s+/);
      if (nameWords.length > 1) {
        const i = folded.indexOf(name);
        if (i >= 0) at = i;
        continue;
      }
      // "krakow" matches "krakowie", "warszawa" (stem "warszaw") matches "warszawie".
      const stem = /[aeiouy]$/.test(name) && name.length > 4 ? name.slice(0, -1) : name;
      if (stem.length < 4) {
        if (words.includes(name)) at = folded.search(new RegExp(`\\b${escape(name)}\\b`));
        continue;
      }
      const word = words.find((w) => w.startsWith(stem) && w.length <= stem.length + 4);
      if (word) at = folded.search(new RegExp(`\\b${escape(word)}\\b`));
    }
    // The dictionary's locative ("we Wrocławiu", "w Pile") finds the city where the stem rule cannot.
    const locative = city.locative ? foldText(city.locative).replace(/^we? /, '') : null;
    for (const form of [...(CITY_FORMS[city.slug] ?? []), ...(locative ? [locative] : [])]) {
      const i = folded.search(new RegExp(`\\b${escape(form)}\\b`));
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at >= 0) found.push({ city, at });
  }
  // "Lublin" also starts like "Lubin": keep the longer name when two claim the same place.
  const kept = found.filter(
    (f) => !found.some((o) => o !== f && o.at === f.at && foldText(o.city.pl).length > foldText(f.city.pl).length),
  );
  return kept.sort((a, b) => a.at - b.at).map((f) => f.city);
}

export function languagesIn(folded: string): Facts['languages'] {
  const out: Facts['languages'] = [];
  for (const [re, code] of LANGUAGES) {
    const m = new RegExp(re.source, 'g').exec(folded);
    if (!m) continue;
    // "angielski B2", "English (C1)", "English at B2 level", "fluent English"
    const around = folded.slice(Math.max(0, m.index - 30), m.index + m[0].length + 40);
    const cefr = /\b([abc][12])\b/.exec(folded.slice(m.index, m.index + m[0].length + 40))?.[1] ?? null;
    const level = cefr ?? firstMatch(around, LEVEL_WORDS) ?? null;
    // A language named only as the offer's own language ("in English") is not a requirement.
    if (!level && !/\b(jezyk\w*|language|znajomosc|knowledge|speak|mowi\w*|required|wymagan\w*)\b/.test(around))
      continue;
    out.push({ code, level });
  }
  return out;
}
