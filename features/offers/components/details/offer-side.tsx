import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { InfoTile } from '../../offer-page/offer-page-view';
import { buildBreadcrumbList, jsonLd, type Crumb } from '../../seo/job-posting';
import { OfferCardLink } from '../offer-card-link';
import applyStyles from '@/features/apply/components/apply.module.css';
import details from './details.module.css';
import { InfoTiles } from './offer-main';
import styles from './offer-page.module.css';
import { ShareDialog } from './share-dialog';

/** The offer's JSON-LD: the JobPosting and the breadcrumb list. */
export function OfferStructuredData({
  posting,
  crumbs,
  origin,
}: {
  posting: Record<string, unknown>;
  crumbs: Crumb[];
  origin: string;
}) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(posting) }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(buildBreadcrumbList(crumbs, origin)) }}
      />
    </>
  );
}

/** The breadcrumbs: links up to the current offer, which is the last, unlinked one. */
export function OfferCrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The notice on an expired offer, linking to the active offers of its category. */
export async function ExpiredNotice({ locale, activeListHref }: { locale: Locale; activeListHref: string }) {
  const t = await getTranslations({ locale, namespace: 'offer' });
  return (
    <div role="status" className={styles.expired} data-testid="expired-alert">
      <div>
        <strong>{t('expiredTitle')}</strong>
        <p>{t('expiredText')}</p>
      </div>
      <a className={styles.secondaryButton} href={activeListHref}>
        {t('showActiveOffers')}
      </a>
    </div>
  );
}

/** The new sidebar's card: logo, title, company, the first salary and the tiles. */
export function OfferSideCard(props: {
  title: string;
  companyName: string;
  logoUrl: string;
  firstPaidLine: string | null;
  infoTiles: InfoTile[];
}) {
  return (
    <div className={details.sideCard} data-testid="sidebar-card">
      <div className={details.sideCardHead}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the logo route answers SVG */}
        <img src={props.logoUrl} alt="" width={48} height={48} />
        <div>
          <p className={details.sideCardTitle}>{props.title}</p>
          <p className={details.sideCardCompany}>{props.companyName}</p>
        </div>
      </div>
      {props.firstPaidLine ? <strong>{props.firstPaidLine}</strong> : null}
      <InfoTiles tiles={props.infoTiles} />
    </div>
  );
}

/**
 * The apply box: on an active offer, the date it runs until and either the employer's external apply (`external`,
 * the apply area's component) or the link to the form below (`internal`, which turns into "Applied"); on an
 * expired one, a link to the active offers.
 */
export async function OfferApplyBox(props: {
  locale: Locale;
  isActive: boolean;
  validUntil: string | null;
  external: ReactNode;
  internal: ReactNode;
  activeListHref: string;
}) {
  const t = await getTranslations({ locale: props.locale, namespace: 'offer' });
  return (
    <div className={styles.applyBox}>
      {props.isActive ? (
        <>
          {props.validUntil ? <p>{t('validUntil', { date: props.validUntil })}</p> : null}
          {props.external ?? props.internal}
        </>
      ) : (
        <>
          <p>{t('applyClosed')}</p>
          <a className={styles.secondaryButton} href={props.activeListHref}>
            {t('showActiveOffers')}
          </a>
        </>
      )}
    </div>
  );
}

/** What a compact card shows of an offer (see OfferCardLink), with its id. */
interface CardOffer<E> {
  id: number;
  url: string;
  title: string;
  companyName: string;
  companyLogoThumbUrl: string;
  city: string | null;
  employmentTypes: (E & { salary: unknown })[];
}
type SalaryLabel<E> = (employment: E & { salary: unknown }) => string;

/** Offers like this one as compact cards (shown after applying, at most four). */
export function LookalikeList<E>({
  offers,
  locale,
  salaryLabel,
}: {
  offers: CardOffer<E>[];
  locale: Locale;
  salaryLabel: SalaryLabel<E>;
}) {
  return (
    <ul className={applyStyles.lookalikes}>
      {offers.slice(0, 4).map((offer) => (
        <li key={offer.id}>
          <OfferCardLink offer={offer} locale={locale} salaryLabel={salaryLabel} />
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's similar offers. */
export async function SimilarOffers<E>({
  offers,
  locale,
  salaryLabel,
}: {
  offers: CardOffer<E>[];
  locale: Locale;
  salaryLabel: SalaryLabel<E>;
}) {
  if (!offers.length) return null;
  const t = await getTranslations({ locale, namespace: 'offer' });
  return (
    <section aria-labelledby="similar-title" className={styles.similar}>
      <h2 id="similar-title" className={styles.sectionTitle}>
        {t('similarOffers')}
      </h2>
      <ul>
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCardLink offer={offer} locale={locale} salaryLabel={salaryLabel} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The share dialog (opened by `#share`), with its texts. */
export async function OfferShare({ locale, url, closeHref }: { locale: Locale; url: string; closeHref: string }) {
  const [t, extra] = await Promise.all([
    getTranslations({ locale, namespace: 'offer' }),
    getTranslations({ locale, namespace: 'offerExtra' }),
  ]);
  return (
    <ShareDialog
      url={url}
      closeHref={closeHref}
      text={{
        title: t('share'),
        close: extra('close'),
        facebook: t('shareFacebook'),
        linkedIn: t('shareLinkedIn'),
        copyLink: t('copyLink'),
        linkCopied: t('linkCopied'),
        opensInNewTab: t('opensInNewTab'),
      }}
    />
  );
}
