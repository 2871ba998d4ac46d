import type { Locale } from '@/lib/i18n/locales';
import styles from './offer-card-link.module.css';
import { localizedPath } from '@/lib/paths';

/** What a compact card shows of a list item. */
interface CardOffer<E> {
  url: string;
  title: string;
  companyName: string;
  companyLogoThumbUrl: string;
  city: string | null;
  employmentTypes: (E & { salary: unknown })[];
}

/** A compact offer card (plain elements: it is repeated many times per page). */
export function OfferCardLink<E>({
  offer,
  locale,
  salaryLabel,
}: {
  offer: CardOffer<E>;
  locale: Locale;
  salaryLabel: (employment: E & { salary: unknown }) => string;
}) {
  const paid = offer.employmentTypes.find((e) => e.salary) ?? offer.employmentTypes[0];
  return (
    <a className={styles.card} href={localizedPath(locale, offer.url)}>
      {/* Logos are small SVG marks from our own API; next/image would refuse SVG. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.logo} src={offer.companyLogoThumbUrl} alt="" width={40} height={40} loading="lazy" />
      <span className={styles.text}>
        <span className={styles.title}>{offer.title}</span>
        <span className={styles.meta}>
          {offer.companyName}
          {offer.city ? ` · ${offer.city}` : ''}
        </span>
        {paid ? <span className={styles.salary}>{salaryLabel(paid)}</span> : null}
      </span>
    </a>
  );
}
