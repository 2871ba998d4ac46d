import 'server-only';
import { getSearchDictionary } from '@/features/offers/server/public';
import type { OfferFilters } from '@/features/offers/search-params';
import { getReadDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext } from '@/lib/page-context';
import { initialBoundsFor, type PlaceLabel } from '../place-labels';

/** The board's cities as map labels in the page's language (the top group are the main cities). */
export async function getCityLabels(
  locale: Locale,
): Promise<{ labels: PlaceLabel[]; bySlug: Map<string, PlaceLabel> }> {
  const { tenant } = await getPageContext();
  const dictionary = await getSearchDictionary(await getReadDb(), tenant.id);
  const labels = [...dictionary.cityBySlug.values()].map((c): PlaceLabel => ({
    key: c.slug,
    name: c.labels[locale],
    latitude: c.latitude,
    longitude: c.longitude,
    kind: c.group === 'top' ? 'city' : 'town',
  }));
  return { labels, bySlug: new Map(labels.map((l) => [l.key, l])) };
}

/** The list map's labels and where it opens: on the filtered city and radius, else on Poland. */
export async function listMapPlaces(locale: Locale, filters: OfferFilters) {
  const { labels, bySlug } = await getCityLabels(locale);
  const city = filters.location.kind === 'city' ? bySlug.get(filters.location.city) : undefined;
  return {
    labels,
    initialBounds: initialBoundsFor(city ? { ...city, radiusKm: filters.radiusKm } : null),
  };
}
