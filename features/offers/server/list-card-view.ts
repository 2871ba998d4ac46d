import { localizedPath } from '@/lib/paths';
import type { ListCardView } from '../components/offer-list-card';
import { isNewOffer } from '../new-badge';
import type { OfferCard } from './offer-cards';
import type { OfferListItem } from './serializers';
import { skillIconId } from '@/lib/skill-icons';
import { compactIconId } from '@/lib/skill-icons/ids';

export interface CardViewText {
  salaryNotDisclosed: string;
  workplace: (value: string) => string;
  seniority: (value: string) => string;
  unit: (value: string) => string;
  moreLocations: (count: number) => string;
  number: (value: number) => string;
}

type Contract = OfferListItem['employmentTypes'][number];
type Currency = keyof Contract['converted'];

/**
 * The contract a card shows. Sorted by salary, it is the one the sort ordered the offer by: the
 * lowest monthly "from" in the chosen currency ascending, the highest monthly "to" descending (the
 * offer_listings bounds the keyset sort reads). Otherwise the first contract with a salary.
 */
export function shownContract(
  offer: Pick<OfferListItem, 'employmentTypes'>,
  currency: string,
  sort?: { sortBy: string; orderBy: string },
): Contract | undefined {
  const paid = offer.employmentTypes.filter((e) => e.salary);
  if (sort?.sortBy !== 'salary') return paid[0];
  const monthly = (e: Contract) => e.converted[currency as Currency];
  let best: Contract | undefined;
  for (const e of paid) {
    const m = monthly(e);
    if (!m) continue;
    const b = best && monthly(best)!;
    if (sort.orderBy === 'desc' ? !b || (m.to ?? m.from!) > (b.to ?? b.from!) : !b || m.from! < b.from!) best = e;
  }
  return best ?? paid[0];
}

/**
 * A list item as its card shows it. The salary is shown in the chosen currency: the original when
 * it matches, else the monthly conversion. Sorted by salary, the card shows the contract and the
 * monthly amount in the chosen currency the sort used, so the order reads as sorted.
 */
export function toListCardView(
  offer: OfferCard,
  o: {
    currency: string;
    /** The language of the card's link. */
    locale: string;
    now?: number;
    text: CardViewText;
    sort?: { sortBy: string; orderBy: string };
  },
): ListCardView {
  const { text } = o;
  const paid = shownContract(offer, o.currency, o.sort);
  let salary = text.salaryNotDisclosed;
  if (paid?.salary) {
    const bySalary = o.sort?.sortBy === 'salary';
    const sameMonthly = paid.currency === o.currency && (!bySalary || paid.salary.unit === 'month');
    const converted = sameMonthly ? null : paid.converted[o.currency as Currency];
    const shown = converted ?? paid.salary;
    // Converted amounts are rounded to whole units, as the offer page shows them.
    const amount = (n: number) => text.number(converted ? Math.round(n) : n);
    const from = shown.from === null ? null : amount(shown.from);
    const to = shown.to === null ? null : amount(shown.to);
    const range = from && to && from !== to ? `${from} – ${to}` : (from ?? to ?? '');
    salary = `${range} ${converted ? o.currency : paid.currency} ${text.unit(shown.unit)}`;
  }
  const extra = offer.multilocation.length - 1;
  const skills = offer.requiredSkills.slice(0, 3);
  return {
    id: offer.id,
    href: localizedPath(o.locale, offer.url),
    title: offer.title,
    company: offer.companyName,
    logo: offer.companyLogoThumbUrl,
    place: offer.city ? `${offer.city}${extra > 0 ? ` ${text.moreLocations(extra)}` : ''}` : null,
    salary,
    tags: [text.workplace(offer.workplaceType), text.seniority(offer.experienceLevel)],
    // Lists only carry active offers (the search filters on status and expiry).
    isNew: isNewOffer({ publishedAt: offer.publishedAt, active: true }, o.now ?? Date.now()),
    skills: skills.map((s) => s.name),
    skillIcons: skills.map((s) => compactIconId(s.name, skillIconId(s.name))),
  };
}
