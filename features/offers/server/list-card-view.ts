import type { ListCardView } from '../components/offer-list-card';
import { isNewOffer } from '../new-badge';
import type { OfferListItem } from './serializers';

export interface CardViewText {
  salaryNotDisclosed: string;
  workplace: (value: string) => string;
  seniority: (value: string) => string;
  unit: (value: string) => string;
  moreLocations: (count: number) => string;
  number: (value: number) => string;
}

/**
 * A list item as its card shows it. The salary is shown in the chosen currency: the original when
 * it matches, else the monthly conversion.
 */
export function toListCardView(
  offer: OfferListItem,
  o: { currency: string; localePrefix: string; now?: number; text: CardViewText },
): ListCardView {
  const { text } = o;
  const paid = offer.employmentTypes.find((e) => e.salary);
  let salary = text.salaryNotDisclosed;
  if (paid?.salary) {
    const converted = paid.currency === o.currency ? null : paid.converted[o.currency as keyof typeof paid.converted];
    const shown = converted ?? paid.salary;
    // Converted amounts are rounded to whole units, as the offer page shows them.
    const amount = (n: number) => text.number(converted ? Math.round(n) : n);
    const from = shown.from === null ? null : amount(shown.from);
    const to = shown.to === null ? null : amount(shown.to);
    const range = from && to && from !== to ? `${from} – ${to}` : (from ?? to ?? '');
    salary = `${range} ${converted ? o.currency : paid.currency} ${text.unit(shown.unit)}`;
  }
  const extra = offer.multilocation.length - 1;
  return {
    id: offer.id,
    href: `${o.localePrefix}${offer.url}`,
    title: offer.title,
    company: offer.companyName,
    logo: offer.companyLogoThumbUrl,
    place: offer.city ? `${offer.city}${extra > 0 ? ` ${text.moreLocations(extra)}` : ''}` : null,
    salary,
    tags: [text.workplace(offer.workplaceType), text.seniority(offer.experienceLevel)],
    // Lists only carry active offers (the search filters on status and expiry).
    isNew: isNewOffer({ publishedAt: offer.publishedAt, active: true }, o.now ?? Date.now()),
    skills: offer.requiredSkills.slice(0, 3).map((s) => s.name),
  };
}
