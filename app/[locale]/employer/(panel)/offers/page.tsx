import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListFilters } from '@/components/panel/list-filters';
import { listPageHref, PanelListPage } from '@/components/panel/list-page';
import { EmployerOffersMessages } from '@/features/employer-offers/components/messages';
import styles from '@/features/employer-offers/components/offers.module.css';
import { OffersTable } from '@/features/employer-offers/components/offers-table';
import { OFFER_LIST_LIMITS, OFFER_LIST_SORTS, OFFER_LIST_STATES } from '@/features/employer-offers/constants';
import { offerListQuery } from '@/features/employer-offers/schemas';
import { listCompanyOffers, offerListFilters } from '@/features/employer-offers/server/offers-queries';
import { limitedToAssigned } from '@/lib/auth/employer-scope';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, localizedPaths, paths } from '@/lib/paths';

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
  const filtered = Boolean(query.q || query.state?.length || query.cityId || query.categoryId || query.recruiter);
  return (
    <PanelListPage
      namespace="employerOffers"
      locale={locale}
      action={
        <a className={styles.primary} href={localizedPaths(locale).employerOfferNew()}>
          {t('newOffer')}
        </a>
      }
      notice={
        limited ? (
          <p className={styles.limited} data-testid="offers-limited">
            {t('limitedNotice')}
          </p>
        ) : null
      }
      filters={
        <ListFilters
          action={localizedPath(locale, here)}
          idPrefix="offers"
          search={{
            label: t('filters.search'),
            placeholder: t('filters.searchPlaceholder'),
            value: query.q,
            maxLength: OFFER_LIST_LIMITS.searchMax,
          }}
          fields={[
            {
              kind: 'select',
              name: 'state',
              label: t('filters.state'),
              anyLabel: t('filters.allStates'),
              value: query.state?.[0],
              options: OFFER_LIST_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
            },
            {
              kind: 'select',
              name: 'cityId',
              label: t('filters.city'),
              anyLabel: t('filters.allCities'),
              value: query.cityId,
              options: choices.cities.map((c) => ({ value: c.id, label: c.label })),
            },
            {
              kind: 'select',
              name: 'categoryId',
              label: t('filters.category'),
              anyLabel: t('filters.allCategories'),
              value: query.categoryId,
              options: choices.categories.map((c) => ({ value: c.id, label: c.label })),
            },
            {
              kind: 'select',
              name: 'recruiter',
              label: t('filters.recruiter'),
              anyLabel: t('filters.allRecruiters'),
              value: query.recruiter,
              options: choices.recruiters.map((r) => ({ value: r.id, label: r.name })),
            },
            {
              kind: 'select',
              name: 'sort',
              label: t('filters.sort'),
              value: query.sort,
              options: OFFER_LIST_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
            },
          ]}
          isFiltered={filtered}
          labels={{ apply: t('filters.apply'), reset: t('filters.clear') }}
        />
      }
      totalTestId="offers-total"
      meta={meta}
      pageHref={listPageHref(localizedPath(locale, here), raw)}
      isFiltered={filtered}
      emptyIllustration={data.length === 0 ? 'offers' : null}
    >
      <EmployerOffersMessages>
        <OffersTable items={data} locale={locale} canAssign={employer.right !== 'recruiter'} />
      </EmployerOffersMessages>
    </PanelListPage>
  );
}
