import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmployerOffersMessages } from '@/features/employer-offers/components/messages';
import styles from '@/features/employer-offers/components/offers.module.css';
import { OffersTable } from '@/features/employer-offers/components/offers-table';
import { OFFER_LIST_SORTS, OFFER_LIST_STATES } from '@/features/employer-offers/constants';
import { offerListQuery } from '@/features/employer-offers/schemas';
import { listCompanyOffers, offerListFilters } from '@/features/employer-offers/server/offers-queries';
import { limitedToAssigned } from '@/lib/auth/offer-scope';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { localePrefix, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerOffers' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /employer/offers: the company's offers in every state, with filters, sorting, each state's actions and bulk moves. */
export default async function EmployerOffersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = await searchParams;
  const here = paths.employerOffers();
  const { employer, db } = await requireEmployerPage(locale, here);
  const t = await getTranslations({ locale, namespace: 'employerOffers' });
  // Anything unreadable in the address falls back to the plain list rather than an error page.
  const parsed = offerListQuery.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')));
  const query = parsed.success ? parsed.data : offerListQuery.parse({});
  const [{ data, meta }, choices, limited] = await Promise.all([
    listCompanyOffers(db, employer, query, locale),
    offerListFilters(db, employer, locale),
    limitedToAssigned(db, employer),
  ]);
  const prefix = localePrefix(locale);
  const filtered = Boolean(query.q || query.state?.length || query.cityId || query.categoryId || query.recruiter);
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'page' || value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) if (v) search.append(key, v);
    }
    if (page > 1) search.set('page', String(page));
    const qs = search.toString();
    return `${prefix}${here}${qs ? `?${qs}` : ''}`;
  };
  const select = (
    name: string,
    label: string,
    all: string,
    value: string | number | undefined,
    options: { value: string | number; label: string }[],
  ) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`offers-${name}`}>
        {label}
      </label>
      <select id={`offers-${name}`} className={styles.select} name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        <a className={styles.primary} href={`${prefix}${paths.employerOfferNew()}`}>
          {t('newOffer')}
        </a>
      </div>
      {limited ? (
        <p className={styles.limited} data-testid="offers-limited">
          {t('limitedNotice')}
        </p>
      ) : null}
      <form className={styles.filters} method="get" action={`${prefix}${here}`} role="search">
        <div className={`${styles.field} ${styles.search}`}>
          <label className={styles.label} htmlFor="offers-q">
            {t('filters.search')}
          </label>
          <input
            id="offers-q"
            className={styles.input}
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        {select(
          'state',
          t('filters.state'),
          t('filters.allStates'),
          query.state?.[0],
          OFFER_LIST_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
        )}
        {select(
          'cityId',
          t('filters.city'),
          t('filters.allCities'),
          query.cityId,
          choices.cities.map((c) => ({ value: c.id, label: c.label })),
        )}
        {select(
          'categoryId',
          t('filters.category'),
          t('filters.allCategories'),
          query.categoryId,
          choices.categories.map((c) => ({ value: c.id, label: c.label })),
        )}
        {select(
          'recruiter',
          t('filters.recruiter'),
          t('filters.allRecruiters'),
          query.recruiter,
          choices.recruiters.map((r) => ({ value: r.id, label: r.name })),
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="offers-sort">
            {t('filters.sort')}
          </label>
          <select id="offers-sort" className={styles.select} name="sort" defaultValue={query.sort}>
            {OFFER_LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary}>
            {t('filters.apply')}
          </button>
          {filtered ? (
            <a className={styles.secondary} href={`${prefix}${here}`}>
              {t('filters.clear')}
            </a>
          ) : null}
        </div>
      </form>
      <p className={styles.summary}>
        <span data-testid="offers-total">{t('total', { count: meta.totalItems })}</span>
        {meta.totalPages > 1 ? <span>{t('pageOf', { page: meta.page, pages: meta.totalPages })}</span> : null}
      </p>
      {data.length === 0 ? (
        <p className={styles.empty}>{filtered ? t('empty') : t('emptyAll')}</p>
      ) : (
        <EmployerOffersMessages>
          <OffersTable items={data} prefix={prefix} canAssign={employer.right !== 'recruiter'} />
        </EmployerOffersMessages>
      )}
      {meta.totalPages > 1 ? (
        <nav className={styles.paging} aria-label={t('pageOf', { page: meta.page, pages: meta.totalPages })}>
          {meta.prevPage ? (
            <a href={pageHref(meta.prevPage)} rel="prev">
              {t('previous')}
            </a>
          ) : (
            <span />
          )}
          {meta.nextPage ? (
            <a href={pageHref(meta.nextPage)} rel="next">
              {t('next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
