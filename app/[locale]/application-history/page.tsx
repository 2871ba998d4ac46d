import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { findApplicationHistory } from '@/features/apply/server/history-service';
import { CANDIDATE_STATUS, type ApplicationStatus } from '@/features/employer-applications/constants';
import type { Locale } from '@/lib/i18n/locales';
import { getPageContext, getShellContext } from '@/lib/page-context';
import { candidateFeatures } from '@/lib/tenants/candidate-features';
import { localizedPath, paths } from '@/lib/paths';
import styles from './history.module.css';
import { EmptyBlock } from '@/components/ui/empty-illustration';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

const PAGE_SIZE = 20;

/** Boards that turn the history off answer 404 (the page and its head alike) (`candidateFeatures`). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!candidateFeatures((await getShellContext()).tenant.config.flags).applicationHistory)
    return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'applicationHistory' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /application-history: the signed-in candidate's applications and confirmed external ones, newest first. */
export default async function ApplicationHistoryPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tenant, caller, db } = await getPageContext();
  if (!candidateFeatures(tenant.config.flags).applicationHistory) return notFoundPage();
  const [t, tStatus, format] = await Promise.all([
    getTranslations({ locale, namespace: 'applicationHistory' }),
    getTranslations({ locale, namespace: 'employerApplications' }),
    getFormatter({ locale }),
  ]);

  if (caller.kind !== 'candidate') {
    return (
      <div className={`container ${styles.page}`}>
        <section className={styles.prompt} aria-labelledby="history-title" data-testid="history-sign-in">
          <h1 id="history-title" className={styles.title}>
            {t('signInTitle')}
          </h1>
          <p>{t('signInText')}</p>
          <p className={styles.actions}>
            <a className={styles.primary} href={localizedPath(locale, paths.login())}>
              {t('signIn')}
            </a>
            <a className={styles.secondary} href={localizedPath(locale, paths.register())}>
              {t('register')}
            </a>
          </p>
        </section>
      </div>
    );
  }

  const raw = (await searchParams).page;
  const requested = Number(Array.isArray(raw) ? raw[0] : raw);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const { data, meta } = await findApplicationHistory(db, caller, { page, pageSize: PAGE_SIZE });
  const pageHref = (n: number) => `${localizedPath(locale, paths.applicationHistory())}${n > 1 ? `?page=${n}` : ''}`;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {data.length === 0 ? (
        <EmptyBlock kind="applications">
          <p className={styles.empty} data-testid="history-empty">
            {t('empty')} <a href={localizedPath(locale, paths.home())}>{t('browse')}</a>
          </p>
        </EmptyBlock>
      ) : (
        <ul className={styles.list} data-testid="history-list">
          {data.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.main}>
                <a className={styles.offer} href={localizedPath(locale, paths.jobOffer(item.slug))}>
                  {item.title}
                </a>
                <span className={styles.company}>{item.companyName}</span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('date')}</dt>
                  <dd>
                    <time dateTime={item.appliedAt}>
                      {format.dateTime(new Date(item.appliedAt), { dateStyle: 'medium' })}
                    </time>
                  </dd>
                </div>
                <div>
                  <dt>{t('status')}</dt>
                  <dd data-testid="history-status">
                    {/* Applications show where the employer put them (and since when); redirects say where they went. */}
                    {item.kind === 'application' && item.status in CANDIDATE_STATUS
                      ? tStatus(`candidateStatuses.${CANDIDATE_STATUS[item.status as ApplicationStatus]}`)
                      : t(`statuses.${item.status}` as 'statuses.new')}
                    {item.statusChangedAt ? (
                      <span className={styles.inactive}>
                        {' '}
                        ·{' '}
                        <time dateTime={item.statusChangedAt}>
                          {tStatus('history.statusSince', {
                            date: format.dateTime(new Date(item.statusChangedAt), { dateStyle: 'medium' }),
                          })}
                        </time>
                      </span>
                    ) : null}
                    {item.isOfferActive ? null : <span className={styles.inactive}> · {t('inactive')}</span>}
                  </dd>
                </div>
              </dl>
              {item.hasAttachment ? (
                <a className={styles.download} href={`/api/v1/applications/${item.id.slice(1)}/attachment`} download>
                  {t('download')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
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
          <span>{t('pageOf', { page: meta.page, pages: meta.totalPages })}</span>
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
