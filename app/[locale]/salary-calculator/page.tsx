import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findMainCategoriesWithCounts } from '@/features/offers/server/offer-counts-queries';
import { getSearchDictionary } from '@/features/offers/server/search-dictionary';
import { grossToNet, netToGross } from '@/features/salary-calculator/calculator';
import { CalculatorForm } from '@/features/salary-calculator/components/calculator-form';
import { CalculatorResult } from '@/features/salary-calculator/components/calculator-result';
import { MarketPanel } from '@/features/salary-calculator/components/market-panel';
import styles from '@/features/salary-calculator/components/salary-calculator.module.css';
import { contractOptionsOf, marketQueryOf, parseSalaryCalculatorQuery } from '@/features/salary-calculator/schemas';
import { getMarketData } from '@/features/salary-calculator/server/market-data-service';
import { TAX_PARAMETERS } from '@/features/salary-calculator/tax-parameters-2026';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getReadDb } from '@/lib/db/client';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const requestHeaders = await headers();
  const origin = publicOrigin(requestHeaders);
  const tenant = await resolveTenant(requestHeaders.get('host'));
  if (!tenant.config.links.salaryCalculator) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'salaryCalculator' });
  const path = paths.salaryCalculator();
  return {
    title: t('title'),
    description: t('metaDescription', { year: TAX_PARAMETERS.year, brand: tenant.config.brand.name }),
    alternates: {
      canonical: `${origin}${localizedPath(locale, path)}`,
      languages: { pl: `${origin}${path}`, en: `${origin}/en${path}`, 'x-default': `${origin}${path}` },
    },
  };
}

/** The salary calculator: gross ⇄ net over the tax year, beside the board's own salaries (a GET form). */
export default async function SalaryCalculatorPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const tenant = await resolveTenant((await headers()).get('host'));
  if (!tenant.config.links.salaryCalculator) return notFoundPage();
  const q = parseSalaryCalculatorQuery(await searchParams);
  const options = contractOptionsOf(q);
  const result = q.direction === 'gross_to_net' ? grossToNet(q.amount, options) : netToGross(q.amount, options);
  const db = await getReadDb();
  const [t, market, mainCategories, dictionary] = await Promise.all([
    getTranslations({ locale, namespace: 'salaryCalculator' }),
    getMarketData(db, tenant, marketQueryOf(q), locale),
    findMainCategoriesWithCounts(db, tenant.id),
    getSearchDictionary(db, tenant.id),
  ]);
  const action = localizedPath(locale, paths.salaryCalculator());
  const brand = tenant.config.brand.name;
  const cities = [...dictionary.cityBySlug.values()]
    .map((c) => ({ slug: c.slug, label: c.labels[locale], top: c.group === 'top' }))
    .sort((a, b) => Number(b.top) - Number(a.top) || a.label.localeCompare(b.label, locale));
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { year: TAX_PARAMETERS.year, brand })}</p>
      <div className={styles.layout}>
        <CalculatorForm q={q} action={action} locale={locale} />
        <CalculatorResult q={q} result={result} locale={locale} />
        <MarketPanel
          q={{ ...q, ...market.query }}
          action={action}
          locale={locale}
          brand={brand}
          market={{
            count: market.count,
            quartiles: market.quartiles,
            listHref: localizedPath(locale, market.listPath),
          }}
          categories={mainCategories
            .filter((c) => !c.isStatic && !c.redirectTo)
            .map((c) => ({ slug: c.seoSlug, label: c.labels[locale] }))}
          cities={cities}
        />
      </div>
    </div>
  );
}
