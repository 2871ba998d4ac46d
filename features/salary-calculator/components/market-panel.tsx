import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import { SENIORITIES } from '@/features/offers/options';
import { formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney, withCurrency } from '../format';
import { salaryCalculatorSearch, type SalaryCalculatorQuery } from '../schemas';
import { CALCULATOR_KEYS, HiddenFields } from './hidden-fields';
import { LiveForm } from './live-form';
import styles from './salary-calculator.module.css';

export interface MarketPanelData {
  count: number;
  quartiles: { q1: number; median: number; q3: number } | null;
  /** The list of these offers, with the locale prefix. */
  listHref: string;
}

/**
 * Below this many offers the quartiles are shown with a caution: a few offers move them a lot (with 12,
 * one offer is over 8% of the sample), and the panel offers to widen the filters.
 */
export const MARKET_SMALL_SAMPLE = 30;

interface Props {
  q: SalaryCalculatorQuery;
  action: string;
  locale: Locale;
  brand: string;
  market: MarketPanelData;
  categories: { slug: string; label: string }[];
  cities: { slug: string; label: string }[];
}

/** The board's own salaries for the chosen category, seniority and city under the calculator's contract. */
export async function MarketPanel({ q, action, locale, brand, market, categories, cities }: Props) {
  const [t, options] = await Promise.all([
    getTranslations({ locale, namespace: 'salaryCalculator' }),
    getTranslations({ locale, namespace: 'offerOptions' }),
  ]);
  const pln = (value: number) => withCurrency(formatMoney(value, locale, { decimals: false }), locale);
  const search = salaryCalculatorSearch(q);
  // "Widen the filters": one link per chosen filter, each dropping it (the narrowest first: city, then
  // seniority, then category), and one that drops them all when more than one is chosen.
  const widenings = (
    [
      ['city', q.city, t('market.widen.city')],
      ['seniority', q.seniority, t('market.widen.seniority')],
      ['category', q.category, t('market.widen.category')],
    ] as const
  ).filter(([, value]) => value !== null);
  const widenHref = (changes: Partial<SalaryCalculatorQuery>) => `${action}?${salaryCalculatorSearch(q, changes)}`;
  const widen =
    widenings.length > 0 ? (
      <div className={styles.widen} data-testid="market-widen">
        <p className={styles.note}>{t('market.widen.lead')}</p>
        <ul className={styles.widenLinks}>
          {widenings.map(([key, , label]) => (
            <li key={key}>
              <a href={widenHref({ [key]: null })} className={styles.textLink}>
                {label}
              </a>
            </li>
          ))}
          {widenings.length > 1 ? (
            <li>
              <a href={widenHref({ city: null, seniority: null, category: null })} className={styles.textLink}>
                {t('market.widen.all')}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    ) : null;
  const isSmall = market.count < MARKET_SMALL_SAMPLE;
  const select = (
    id: string,
    name: string,
    label: string,
    all: string,
    items: { value: string; label: string }[],
    current: string | null,
  ) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={form.select} defaultValue={current ?? ''}>
        <option value="">{all}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <aside
      className={`${styles.card} ${styles.market}`}
      aria-labelledby="salary-market-heading"
      data-testid="salary-market"
    >
      <h2 id="salary-market-heading" className={styles.sectionTitle}>
        {t('market.heading', { brand })}
      </h2>
      <p className={styles.note}>{t('market.intro', { contract: t(`contract.${q.contract}`) })}</p>
      <LiveForm action={action} className={styles.marketForm} label={t('market.heading', { brand })}>
        {select(
          'market-category',
          'category',
          t('market.category'),
          t('market.allCategories'),
          categories.map((c) => ({ value: c.slug, label: c.label })),
          q.category,
        )}
        {select(
          'market-seniority',
          'seniority',
          t('market.seniority'),
          t('market.anySeniority'),
          SENIORITIES.map((s) => ({ value: s, label: options(`seniority.${s}`) })),
          q.seniority,
        )}
        {select(
          'market-city',
          'city',
          t('market.city'),
          t('market.allCities'),
          cities.map((c) => ({ value: c.slug, label: c.label })),
          q.city,
        )}
        <HiddenFields search={search} keys={CALCULATOR_KEYS} />
        <button type="submit" className={buttons.secondary}>
          {t('market.show')}
        </button>
      </LiveForm>
      {market.quartiles ? (
        <>
          <dl className={styles.quartiles} aria-live="polite">
            <div>
              <dt>{t('market.q1')}</dt>
              <dd>{pln(market.quartiles.q1)}</dd>
            </div>
            <div className={styles.median}>
              <dt>{t('market.median')}</dt>
              <dd data-testid="market-median">{pln(market.quartiles.median)}</dd>
            </div>
            <div>
              <dt>{t('market.q3')}</dt>
              <dd>{pln(market.quartiles.q3)}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            {t('market.count', { n: market.count, count: formatCount(market.count) })}.{' '}
            {t('market.amountKind', { contract: q.contract })}
          </p>
          {isSmall ? (
            <div className={styles.caution} role="note" data-testid="market-caution">
              <p>
                {t('market.smallSample', {
                  n: market.count,
                  count: formatCount(market.count),
                  min: MARKET_SMALL_SAMPLE,
                })}
              </p>
              {widen}
            </div>
          ) : null}
          <p className={styles.marketLinks}>
            <a href={market.listHref} className={buttons.primary} data-testid="market-offers-link">
              {t('market.seeOffers', { n: market.count })}
            </a>
            <a
              href={`${action}?${salaryCalculatorSearch(q, { direction: 'gross_to_net', amount: Math.round(market.quartiles.median) })}`}
              className={styles.textLink}
            >
              {t('market.useMedian')}
            </a>
          </p>
        </>
      ) : (
        <div aria-live="polite" data-testid="market-empty">
          <p className={styles.note}>{t('market.noData')}</p>
          {widen}
        </div>
      )}
    </aside>
  );
}
