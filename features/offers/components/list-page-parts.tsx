import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/format';
import { toggledSubcategories, type FilterChip } from '../list-page/list-view';
import type { OfferFilters } from '../search-params';
import { CategoriesDrawer } from './filters/categories-drawer';
import { OfferList } from './offer-list';
import styles from './list-page.module.css';
import { EmptyIllustration } from '@/components/ui/empty-illustration';

/** A main category as the list shows it. */
interface ListCategory {
  id: number;
  seoSlug: string;
  labels: Record<Locale, string>;
  count: number;
  isStatic: boolean;
  redirectTo: string | null;
}
interface ListSubcategory {
  slug: string;
  label: string;
  count: number;
}
type WithState = (patch: Partial<OfferFilters>) => string;

/** The heading: the list's title and count, and "save this search" beside them (opens the #add-alert dialog). */
export async function ListHeading(props: { locale: Locale; title: string; count: string; alertName: string }) {
  const t = await getTranslations({ locale: props.locale, namespace: 'list' });
  return (
    <div className={styles.headingRow}>
      <h1 className={styles.heading}>
        {props.title}{' '}
        <span className={styles.count} data-testid="list-count">
          {props.count}
        </span>
      </h1>
      {/* Saving the search where people look for it: beside the count (opens the #add-alert dialog). */}
      <a
        className={styles.saveSearch}
        href="#add-alert"
        data-alert-name={props.alertName}
        data-testid="save-search-top"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <span className={styles.saveSearchLabel}>{t('saveSearch')}</span>
      </a>
    </div>
  );
}

/** The main categories (with the count each would give) and the chosen one's subcategories, as links. */
export async function CategoryNavs(props: {
  locale: Locale;
  filters: OfferFilters;
  categories: ListCategory[];
  subcategories: ListSubcategory[];
  withState: WithState;
}) {
  const { locale, filters: f, withState } = props;
  const t = await getTranslations({ locale, namespace: 'list' });
  return (
    <>
      <nav aria-label={t('categoriesNav')} className={styles.categories}>
        <ul>
          <li>
            <a href={withState({ category: null, subcategories: [] })} aria-current={f.category ? undefined : 'page'}>
              {t('allCategories')}
            </a>
          </li>
          {props.categories
            .filter((c) => !c.isStatic)
            .map((c) => (
              <li key={c.id}>
                <a
                  href={withState({ category: c.seoSlug, subcategories: [] })}
                  aria-current={f.category === c.seoSlug ? 'page' : undefined}
                >
                  {c.labels[locale]} <span className={styles.muted}>{formatCount(c.count)}</span>
                </a>
              </li>
            ))}
        </ul>
      </nav>

      {props.subcategories.length ? (
        <nav aria-label={t('subcategories')} className={styles.subcategories}>
          <ul>
            {props.subcategories.map((s) => {
              const on = f.subcategories.includes(s.slug);
              return (
                <li key={s.slug}>
                  <a
                    href={withState({ subcategories: toggledSubcategories(f, s.slug) })}
                    aria-current={on ? 'true' : undefined}
                    className={on ? styles.on : undefined}
                  >
                    {t('subcategoryCount', { name: s.label, count: formatCount(s.count) })}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

/** On phones: buttons opening the filters, categories and location panels (by the URL hash), and the chips. */
export async function MobileFilterBar(props: {
  locale: Locale;
  filters: OfferFilters;
  activeCount: number;
  categoryLabel: string | null;
  cityLabel: string | null;
  chips: FilterChip[];
}) {
  const { locale, filters: f } = props;
  const [t, ft] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'filters' }),
  ]);
  return (
    <div className={styles.mobileBar}>
      <div className={styles.mobileButtons}>
        <a className={styles.secondary} href="#more-filters">
          {props.activeCount ? t('filtersCount', { count: props.activeCount }) : t('filters')}
        </a>
        <a className={styles.secondary} href="#categories">
          {f.category ? (props.categoryLabel ?? ft('categoriesButton')) : ft('categoriesButton')}
        </a>
        <a className={styles.secondary} href="#location">
          {f.location.kind === 'city' ? props.cityLabel : f.location.kind === 'remote' ? t('remote') : t('location')}
        </a>
      </div>
      {props.chips.length ? (
        <ul className={styles.chips} aria-label={t('activeFilters')} data-testid="filter-chips">
          {props.chips.map((chip) => (
            <li key={chip.href}>
              <a href={chip.href} aria-label={t('removeFilter', { name: chip.label })}>
                {chip.label} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The categories drawer of phones, its links keeping the drawer open (`#categories`). */
export async function ListCategoriesDrawer(props: {
  locale: Locale;
  filters: OfferFilters;
  categories: ListCategory[];
  subcategories: ListSubcategory[];
  withState: WithState;
}) {
  const { locale, filters: f, withState } = props;
  const ft = await getTranslations({ locale, namespace: 'filters' });
  return (
    <CategoriesDrawer
      title={ft('chooseCategory')}
      closeLabel={ft('close')}
      allLabel={ft('allCategories')}
      allHref={`${withState({ category: null, subcategories: [] })}#categories`}
      subcategoriesTitle={ft('subcategories')}
      showLabel={ft('showOffers')}
      showHref={withState({})}
      newTabLabel={ft('opensInNewTab')}
      categories={props.categories.map((c) => ({
        slug: c.seoSlug,
        label: c.labels[locale],
        count: formatCount(c.count),
        href:
          c.isStatic && c.redirectTo
            ? c.redirectTo
            : `${withState({ category: c.seoSlug, subcategories: [] })}#categories`,
        isExternal: Boolean(c.isStatic && c.redirectTo),
        isCurrent: f.category === c.seoSlug,
      }))}
      subcategories={props.subcategories.map((s) => ({
        slug: s.slug,
        label: `${s.label} (${formatCount(s.count)})`,
        href: `${withState({ subcategories: toggledSubcategories(f, s.slug) })}#categories`,
        isOn: f.subcategories.includes(s.slug),
      }))}
    />
  );
}

/** The cards (or the empty panel), with the end-of-list panel and the paging links robots follow. */
export async function ListResults(props: {
  locale: Locale;
  listKey: string;
  pageKey: string;
  from: string | null;
  cursors: { prev: string | null; next: string | null };
  prevHref: string | null;
  nextHref: string | null;
  offers: Parameters<typeof OfferList>[0]['offers'];
}) {
  const t = await getTranslations({ locale: props.locale, namespace: 'list' });
  const alertPanel = (testId: string, title: string, text: string) => (
    <div className={styles.panel} data-testid={testId}>
      {testId === 'no-offers' ? <EmptyIllustration kind="search" /> : null}
      <h3>{title}</h3>
      <p>{text}</p>
      <a className={styles.primary} href="#add-alert">
        {t('createAlert')}
      </a>
    </div>
  );
  return (
    <>
      {props.offers.length === 0 ? (
        alertPanel('no-offers', t('emptyTitle'), t('emptyText'))
      ) : (
        <OfferList
          className={styles.list}
          key={props.pageKey}
          listKey={props.listKey}
          from={props.from}
          prev={props.cursors.prev}
          next={props.cursors.next}
          locale={props.locale}
          loadingLabel={t('loadingMore')}
          newLabel={t('newBadge')}
          end={alertPanel('end-of-list', t('endTitle'), t('endText'))}
          offers={props.offers}
        />
      )}
      {props.prevHref || props.nextHref ? (
        <nav aria-label={t('pagination')} className={styles.pagination}>
          {props.prevHref ? (
            <a className={styles.secondary} rel="prev" href={props.prevHref}>
              {t('previous')}
            </a>
          ) : (
            <span />
          )}
          {props.nextHref ? (
            <a className={styles.secondary} rel="next" href={props.nextHref}>
              {t('next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
