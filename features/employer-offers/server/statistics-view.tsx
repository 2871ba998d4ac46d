import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths } from '@/lib/paths';
import styles from '../components/offers.module.css';
import statStyles from '../components/statistics.module.css';
import { StatisticsChart } from '../components/statistics-chart';
import { STATS } from '../constants';
import type { OfferStatistics } from '../schemas';

/** The statistics page's body: funnel, per-day chart and table, benchmark and bumps (then `children`, if any). */
export async function OfferStatisticsView({
  stats,
  locale,
  children,
}: {
  stats: OfferStatistics;
  locale: Locale;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'employerOffers' });
  const format = await getFormatter({ locale });
  const hrefs = localizedPaths(locale);
  const n = (v: number) => format.number(v, { maximumFractionDigits: 1 });
  const pct = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 1 });
  const day = (d: string) => format.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const { totals, conversion, benchmark } = stats;
  const rate = (v: number | null) =>
    v === null ? t('stats.conversionTooFew') : t('stats.conversion', { rate: pct(v) });
  const funnel: { key: string; value: number; rate?: string }[] = [
    { key: 'listImpressions', value: totals.listImpressions },
    { key: 'detailViews', value: totals.detailViews, rate: rate(conversion.viewsPerImpression) },
    { key: 'uniqueVisitors', value: totals.uniqueVisitors },
    { key: 'applyClicks', value: totals.applyClicks, rate: rate(conversion.clicksPerView) },
    { key: 'applications', value: totals.applications, rate: rate(conversion.applicationsPerClick) },
    { key: 'redirects', value: totals.redirects },
  ];
  const series = [
    { label: t('stats.detailViews'), values: stats.days.map((d) => d.detailViews) },
    { label: t('stats.uniqueVisitors'), values: stats.days.map((d) => d.uniqueVisitors) },
    { label: t('stats.applyClicks'), values: stats.days.map((d) => d.applyClicks) },
    { label: t('stats.applications'), values: stats.days.map((d) => d.applications) },
  ];
  const first = stats.days[0]?.day;
  const last = stats.days.at(-1)?.day;

  return (
    <div className={`container ${styles.page}`}>
      <a className={styles.back} href={hrefs.employerOffers()}>
        ← {t('stats.back')}
      </a>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('stats.title', { title: stats.offer.title })}</h1>
          <p className={styles.intro}>
            <span className={styles.pill} data-state={stats.offer.state}>
              {t(`states.${stats.offer.state}`)}
            </span>{' '}
            {first && last ? t('stats.range', { from: day(first), to: day(last) }) : null}
          </p>
        </div>
        <div className={statStyles.links} data-testid="statistics-links">
          <a
            className={styles.action}
            href={`${hrefs.employerApplications()}?offerId=${stats.offer.id}`}
            data-testid="statistics-applications-link"
          >
            {t('stats.openApplications', { count: totals.applications })}
          </a>
          {stats.offer.state === 'published' ? (
            <>
              <a className={styles.action} href={hrefs.jobOffer(stats.offer.slug)}>
                {t('stats.openPublic')}
              </a>
              {/* Straight to the step that changes what employers change most (the form's step list has the rest). */}
              <a className={styles.action} href={hrefs.employerOfferEdit(stats.offer.slug)}>
                {t('actions.edit')}
              </a>
              <a className={styles.action} href={hrefs.employerOfferEdit(stats.offer.slug, 'salary')}>
                {t('stats.editSalary')}
              </a>
            </>
          ) : null}
        </div>
      </div>

      <section className={statStyles.section} aria-labelledby="stats-funnel">
        <h2 id="stats-funnel" className={statStyles.sectionTitle}>
          {t('stats.funnel')}
        </h2>
        <p className={statStyles.sectionLead}>{t('stats.lead')}</p>
        <dl className={statStyles.funnel} data-testid="statistics-funnel">
          {funnel.map((s) => (
            <div key={s.key} className={statStyles.step} data-step={s.key} data-value={s.value}>
              <dt>{t(`stats.${s.key}` as never)}</dt>
              <dd>
                <span className={statStyles.stepValue}>{format.number(s.value)}</span>
                {s.rate ? <span className={statStyles.stepRate}>{s.rate}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={statStyles.section} aria-labelledby="stats-days">
        <h2 id="stats-days" className={statStyles.sectionTitle}>
          {t('stats.perDay')}
        </h2>
        <StatisticsChart
          days={stats.days.map((d) => d.day)}
          series={series}
          bumps={stats.bumps.map((b) => b.at)}
          label={t('stats.chartLabel')}
          dayLabel={t('stats.day')}
          locale={locale}
        />
        <details className={statStyles.details}>
          <summary>{t('stats.tableSummary')}</summary>
          <div className={statStyles.tableWrap}>
            <table className={statStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('stats.day')}</th>
                  <th scope="col">{t('stats.listImpressions')}</th>
                  <th scope="col">{t('stats.detailViews')}</th>
                  <th scope="col">{t('stats.uniqueVisitors')}</th>
                  <th scope="col">{t('stats.applyClicks')}</th>
                  <th scope="col">{t('stats.applications')}</th>
                  <th scope="col">{t('stats.redirects')}</th>
                </tr>
              </thead>
              <tbody>
                {[...stats.days].reverse().map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{day(d.day)}</th>
                    <td>{d.listImpressions}</td>
                    <td>{d.detailViews}</td>
                    <td>{d.uniqueVisitors}</td>
                    <td>{d.applyClicks}</td>
                    <td>{d.applications}</td>
                    <td>{d.redirects}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section className={statStyles.section} aria-labelledby="stats-benchmark" data-testid="statistics-benchmark">
        <h2 id="stats-benchmark" className={statStyles.sectionTitle}>
          {t('stats.benchmark')}
        </h2>
        {benchmark ? (
          <>
            <p className={statStyles.sectionLead}>
              {t('stats.benchmarkLead', { days: benchmark.days, peers: benchmark.peers, scope: benchmark.scope })}
            </p>
            <div className={statStyles.compare}>
              {(
                [
                  ['viewsPerDay', benchmark.viewsPerDay, benchmark.medianViewsPerDay, benchmark.viewsPercentile],
                  [
                    'applicationsPerDay',
                    benchmark.applicationsPerDay,
                    benchmark.medianApplicationsPerDay,
                    benchmark.applicationsPercentile,
                  ],
                ] as const
              ).map(([key, mine, median, percent]) => (
                <div key={key} className={statStyles.meter}>
                  <p className={statStyles.meterTitle}>{t(`stats.${key}`)}</p>
                  <span>{t('stats.yours', { value: n(mine) })}</span>
                  <span className={styles.muted}>{t('stats.median', { value: n(median) })}</span>
                  <div className={statStyles.bar} aria-hidden="true">
                    <div className={statStyles.barFill} style={{ width: `${Math.max(2, percent)}%` }} />
                  </div>
                  <strong>{t('stats.standing', { percent })}</strong>
                </div>
              ))}
            </div>
          </>
        ) : (
          <p className={styles.muted} data-testid="statistics-benchmark-why">
            {stats.benchmarkSample.reason === 'notPublished'
              ? t('stats.benchmarkNotPublished')
              : t('stats.benchmarkFew', { needed: stats.benchmarkSample.needed, peers: stats.benchmarkSample.peers })}
          </p>
        )}
      </section>

      <section className={statStyles.section} aria-labelledby="stats-bumps">
        <h2 id="stats-bumps" className={statStyles.sectionTitle}>
          {t('stats.bumps')}
        </h2>
        {stats.bumps.length ? (
          <>
            <p className={statStyles.sectionLead}>{t('stats.bumpsLead', { days: STATS.bumpWindowDays })}</p>
            <div className={statStyles.tableWrap}>
              <table className={statStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.bumps')}</th>
                    <th scope="col">{t('stats.before')}</th>
                    <th scope="col">{t('stats.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.bumps.map((b) => (
                    <tr key={b.at}>
                      <th scope="row">
                        {t('stats.bumpAt', { date: format.dateTime(new Date(b.at), { dateStyle: 'medium' }) })}
                      </th>
                      <td>{n(b.viewsPerDayBefore)}</td>
                      <td>
                        {b.viewsPerDayAfter === null ? (
                          t('stats.afterPending')
                        ) : (
                          <span className={b.viewsPerDayAfter >= b.viewsPerDayBefore ? statStyles.up : statStyles.down}>
                            {n(b.viewsPerDayAfter)}
                          </span>
                        )}
                        {b.daysAfter > 0 && b.daysAfter < STATS.bumpWindowDays
                          ? ` ${t('stats.partial', { days: b.daysAfter })}`
                          : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className={styles.muted}>{t('stats.bumpsNone')}</p>
        )}
      </section>
      {children}
    </div>
  );
}
