import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { countListedOffers, findMainCategoriesWithCounts } from '@/features/offers/server/offer-counts-queries';
import { ALL_LOCATIONS, DEFAULT_FILTERS, REMOTE_LOCATION } from '@/features/offers/search-params';
import { listHref } from '@/features/offers/server/list-page-service';
import { getSearchDictionary } from '@/features/offers/server/search-dictionary';
import { resolveTenant } from '@/features/tenants/server/tenant-service';
import { getReadDb } from '@/lib/db/client';
import { formatCount } from '@/lib/format';
import styles from './home.module.css';

export default async function HomePage({ params }: { params: Promise<{ locale: 'pl' | 'en' }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const db = await getReadDb();
  const tenant = await resolveTenant((await headers()).get('host'));
  const [t, total, categories, cityOptions] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    countListedOffers(db, tenant.id),
    findMainCategoriesWithCounts(db, tenant.id),
    getSearchDictionary(db, tenant.id).then((d) => [...d.cityBySlug.values()].filter((c) => c.group === 'top')),
  ]);
  const listBase = listHref({ filters: DEFAULT_FILTERS, from: null, showMap: false }, locale);
  const categoryHref = (slug: string) =>
    listHref({ filters: { ...DEFAULT_FILTERS, category: slug }, from: null, showMap: false }, locale);
  const { brand } = tenant.config;
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{t('heroTitle', { domain: brand.domain[locale] })}</h1>
          <p className={styles.tagline}>{brand.tagline[locale]}</p>
          <p className={styles.count} data-testid="offer-count">
            {t('heroCount', { count: formatCount(total) })}
          </p>
          <form method="get" action={listBase} className={styles.search} role="search">
            <label className={styles.searchField}>
              <span className="visually-hidden">{t('searchKeyword')}</span>
              <input type="search" name="keyword" placeholder={t('searchPlaceholder')} maxLength={100} />
            </label>
            <label className={styles.searchField}>
              <span className="visually-hidden">{t('searchLocation')}</span>
              <select name="location" defaultValue={ALL_LOCATIONS}>
                <option value={ALL_LOCATIONS}>{t('allLocations')}</option>
                <option value={REMOTE_LOCATION}>{t('remote')}</option>
                {cityOptions.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.labels[locale]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={styles.searchButton}>
              {t('searchButton')}
            </button>
          </form>
        </div>
      </section>
      <section className="container" aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          {t('categories')}
        </h2>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.id} className={styles.category} style={{ ['--icon' as string]: category.iconColorLight }}>
              <span className={styles.categoryIcon} aria-hidden="true" />
              <span className={styles.categoryName}>
                {category.isStatic && category.redirectTo ? (
                  // Static categories open their redirect URL in a new tab (spec).
                  <a
                    href={category.redirectTo}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.categoryLink}
                  >
                    {category.labels[locale]}
                    <span className="visually-hidden"> {t('opensInNewTab')}</span>
                  </a>
                ) : (
                  <a href={categoryHref(category.seoSlug)} className={styles.categoryListLink}>
                    {category.labels[locale]}
                  </a>
                )}
                {category.isNew ? <span className={styles.badge}>{t('newBadge')}</span> : null}
              </span>
              {category.isStatic ? null : (
                <span className={styles.categoryCount}>
                  {t('categoryOffers', { count: formatCount(category.count) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
