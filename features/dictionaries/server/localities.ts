import 'server-only';
import type { Db } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { distanceKm, searchLocalities } from '@/lib/geo/gazetteer';
import type { Locale } from '@/lib/i18n/locales';
import { foldText } from '@/lib/text';
import type { LocalitiesQuery, LocalitySuggestion } from '../schemas';

/** Two centres of one name this close are one town (the dictionary's and GeoNames' differ a little). */
const SAME_CENTRE_KM = 15;
/** Ranks a dictionary city GeoNames lacks (Trójmiasto) with the largest towns when it is in the top group. */
const TOP_GROUP_POPULATION = 500_000;

const fold = (text: string) => foldText(text.trim()).replace(/[\s-]+/g, ' ');
const startsAnyWord = (label: string, q: string) => {
  const words = fold(label).split(' ');
  return words.some((_, i) => words.slice(i).join(' ').startsWith(q));
};

/**
 * GET /api/v1/localities: where an office can be, for the offer form's city field. The board's cities
 * (with their ids, the filters' slugs and labels in the caller's language) and the gazetteer's localities
 * beyond them, by the start of the name or of a later word without diacritics; an exact name first,
 * then the most populous. A gazetteer locality that is a city of the table is given as that city.
 */
export async function findLocalities(db: Db, query: LocalitiesQuery, locale: Locale) {
  const q = fold(query.search);
  if (!q) return { data: [] as LocalitySuggestion[] };
  const rows = await db.select().from(cities);
  const suggestions = new Map<string, LocalitySuggestion>();
  const fromCity = (c: (typeof rows)[number], population: number | null): LocalitySuggestion => ({
    name: c.labels.pl,
    label: c.labels[locale],
    voivodeship: c.voivodeship,
    countryCode: c.countryCode,
    latitude: c.latitude,
    longitude: c.longitude,
    population,
    cityId: c.id,
    slug: c.slug,
    geonameId: c.geonameId,
  });
  for (const l of searchLocalities(query.search, query.limit * 2)) {
    const twin =
      rows.find((c) => c.geonameId === l.geonameId) ??
      rows.find((c) => fold(c.labels.pl) === fold(l.name) && distanceKm(c, l) < SAME_CENTRE_KM);
    const suggestion: LocalitySuggestion = twin
      ? fromCity(twin, l.population)
      : { ...l, label: l.name, population: l.population, cityId: null, slug: null };
    suggestions.set(twin ? `c${twin.id}` : `g${l.geonameId}`, suggestion);
  }
  // Dictionary cities the gazetteer does not name (or names otherwise: Warsaw for Warszawa in English).
  for (const c of rows) {
    if (suggestions.has(`c${c.id}`) || ![c.labels.pl, c.labels.en].some((label) => startsAnyWord(label, q))) continue;
    suggestions.set(`c${c.id}`, fromCity(c, c.group === 'top' ? TOP_GROUP_POPULATION : null));
  }
  const isExact = (s: LocalitySuggestion) => fold(s.name) === q || fold(s.label) === q;
  const data = [...suggestions.values()]
    .sort((a, b) => Number(isExact(b)) - Number(isExact(a)) || (b.population ?? 0) - (a.population ?? 0))
    .slice(0, query.limit);
  return { data };
}
