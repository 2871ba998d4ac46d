import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListFilters } from '@/components/panel/list-filters';
import { listPageHref, PanelListPage } from '@/components/panel/list-page';
import { ApplicationsTable } from '@/features/employer-applications/components/applications-table';
import { EmployerApplicationsMessages } from '@/features/employer-applications/components/messages';
import {
  APPLICATION_LIMITS,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
} from '@/features/employer-applications/constants';
import { applicationListQuery } from '@/features/employer-applications/schemas';
import {
  listApplications,
  listOffersWithApplications,
} from '@/features/employer-applications/server/applications-service';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerApplications' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /employer/applications: every application to the company's offers, with filters, sorting and bulk moves. */
export default async function EmployerApplicationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = await searchParams;
  const here = paths.employerApplications();
  const { employer, db } = await requireEmployerPage(locale, here);
  const t = await getTranslations({ locale, namespace: 'employerApplications' });
  // Anything unreadable in the address falls back to the plain list rather than an error page.
  const parsed = applicationListQuery.safeParse(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')));
  const query = parsed.success ? parsed.data : applicationListQuery.parse({});
  const [list, offers] = await Promise.all([
    listApplications(db, employer, query),
    listOffersWithApplications(db, employer),
  ]);
  const { data, meta } = list;
  const filtered = Boolean(query.q || query.status?.length || query.offerId || query.from || query.to);
  return (
    <PanelListPage
      namespace="employerApplications"
      locale={locale}
      filters={
        <ListFilters
          action={localizedPath(locale, here)}
          idPrefix="apps"
          search={{
            label: t('filters.search'),
            placeholder: t('filters.searchPlaceholder'),
            value: query.q,
            maxLength: APPLICATION_LIMITS.searchMax,
          }}
          fields={[
            {
              kind: 'select',
              name: 'status',
              label: t('filters.status'),
              anyLabel: t('filters.allStatuses'),
              value: query.status?.[0],
              options: APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            },
            {
              kind: 'select',
              name: 'offerId',
              label: t('filters.offer'),
              anyLabel: t('filters.allOffers'),
              value: query.offerId,
              options: offers.map((o) => ({ value: o.id, label: `${o.title} (${o.count})` })),
            },
            { kind: 'date', name: 'from', label: t('filters.from'), value: query.from },
            { kind: 'date', name: 'to', label: t('filters.to'), value: query.to },
            {
              kind: 'select',
              name: 'sort',
              label: t('filters.sort'),
              value: query.sort,
              options: APPLICATION_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
            },
          ]}
          isFiltered={filtered}
          labels={{ apply: t('filters.apply'), reset: t('filters.clear') }}
        />
      }
      totalTestId="applications-total"
      meta={meta}
      pageHref={listPageHref(localizedPath(locale, here), raw)}
      isFiltered={filtered}
      emptyIllustration={data.length === 0 ? 'applicants' : null}
    >
      <EmployerApplicationsMessages>
        <ApplicationsTable query={query} initial={list} locale={locale} />
      </EmployerApplicationsMessages>
    </PanelListPage>
  );
}
