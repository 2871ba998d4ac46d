import type { Locale } from '@/lib/i18n/locales';
import styles from './offer-list-card.module.css';

interface Employment {
  type: string;
  currency: string;
  salary: { from: number | null; to: number | null; unit: string } | null;
  converted: Record<string, { from: number | null; to: number | null; unit: string } | null>;
}

export interface ListCardOffer {
  id: number;
  url: string;
  title: string;
  companyName: string;
  companyLogoThumbUrl: string;
  city: string | null;
  multilocation: unknown[];
  workplaceType: string;
  experienceLevel: string;
  publishedAt: string | null;
  employmentTypes: Employment[];
  requiredSkills: { name: string }[];
}

export interface ListCardLabels {
  salaryNotDisclosed: string;
  newBadge: string;
  workplace: (value: string) => string;
  seniority: (value: string) => string;
  unit: (value: string) => string;
  moreLocations: (count: number) => string;
  number: (value: number) => string;
}

/**
 * One offer of the list (plain elements and a CSS module: the list repeats it a hundred times).
 * The salary is shown in the chosen currency: the original when it matches, else the monthly
 * conversion.
 */
export function OfferListCard({
  offer,
  locale,
  currency,
  isNew,
  labels,
}: {
  offer: ListCardOffer;
  locale: Locale;
  currency: string;
  isNew: boolean;
  labels: ListCardLabels;
}) {
  const paid = offer.employmentTypes.find((e) => e.salary);
  let salary = labels.salaryNotDisclosed;
  if (paid?.salary) {
    const original = paid.currency === currency;
    const amount = original ? paid.salary : paid.converted[currency];
    const shown = amount ?? paid.salary;
    const from = shown.from === null ? null : labels.number(shown.from);
    const to = shown.to === null ? null : labels.number(shown.to);
    const range = from && to && from !== to ? `${from} – ${to}` : (from ?? to ?? '');
    salary = `${range} ${amount ? currency : paid.currency} ${labels.unit(shown.unit)}`;
  }
  const extra = offer.multilocation.length - 1;
  return (
    <a className={styles.card} href={`${locale === 'en' ? '/en' : ''}${offer.url}`} data-offer-id={offer.id}>
      {/* Logos are small SVG marks from our own API; next/image would refuse SVG. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.logo} src={offer.companyLogoThumbUrl} alt="" width={48} height={48} loading="lazy" />
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.title} data-testid="offer-card-title">
            {offer.title}
          </span>
          <span className={styles.salary}>{salary}</span>
        </span>
        <span className={styles.meta}>
          <span>{offer.companyName}</span>
          {offer.city ? (
            <span>
              {offer.city}
              {extra > 0 ? ` ${labels.moreLocations(extra)}` : ''}
            </span>
          ) : null}
          <span>{labels.workplace(offer.workplaceType)}</span>
          <span>{labels.seniority(offer.experienceLevel)}</span>
          {isNew ? <span className={styles.badge}>{labels.newBadge}</span> : null}
        </span>
        {offer.requiredSkills.length ? (
          <span className={styles.skills}>
            {offer.requiredSkills.slice(0, 3).map((s) => (
              <span key={s.name} className={styles.skill}>
                {s.name}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </a>
  );
}
