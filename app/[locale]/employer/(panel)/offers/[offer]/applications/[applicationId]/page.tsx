import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { InviteToChat } from '@/features/chat/components/invite-to-chat';
import { invitationOfApplication } from '@/features/chat/server/public';
import styles from '@/features/employer-applications/components/applications.module.css';
import { EmployerApplicationsMessages } from '@/features/employer-applications/components/messages';
import { ReviewPanel } from '@/features/employer-applications/components/review-panel';
import { StatusPanel } from '@/features/employer-applications/components/status-panel';
import { StatusPill } from '@/features/employer-applications/components/status-pill';
import {
  getApplicationDetail,
  type ApplicationDetail,
} from '@/features/employer-applications/server/applications-service';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { isAppError } from '@/lib/http/errors';
import { rowIdOf } from '@/lib/http/row-id';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  // `[offer]`: the offer's id here; the offer form's edit page shares the segment with the offer's slug.
  params: Promise<{ locale: Locale; offer: string; applicationId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerApplications' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * One application, opened from the list or from the new-application e-mail: message, consents, the CV
 * inline (PDF in the browser's viewer, images shown, DOCX downloaded), status with history, notes, rating.
 * Opening a new application marks it seen.
 */
export default async function EmployerApplicationPage({ params }: Props) {
  const { locale, offer: rawOffer, applicationId: rawId } = await params;
  setRequestLocale(locale);
  const offerId = rowIdOf(rawOffer);
  const id = rowIdOf(rawId);
  const here = paths.employerApplication(offerId ?? 0, id ?? 0);
  const { employer, db, tenant } = await requireEmployerPage(locale, here);
  if (offerId === null || id === null) return notFoundPage();
  let app: ApplicationDetail;
  try {
    app = await getApplicationDetail(db, employer, id, { markSeen: true });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return notFoundPage();
    throw error;
  }
  if (app.offer.id !== offerId) return notFoundPage();
  const chatOn = tenant.config.flags.enableChat;
  const [t, tChat, format, messages, invitation] = await Promise.all([
    getTranslations({ locale, namespace: 'employerApplications' }),
    getTranslations({ locale, namespace: 'chat.panel' }),
    getFormatter({ locale }),
    getMessages({ locale }),
    chatOn ? invitationOfApplication(db, employer, app.id) : null,
  ]);
  const chatPanel = (messages.chat as { panel: Record<string, string> }).panel;
  const hrefs = localizedPaths(locale);
  const listHref = hrefs.employerApplications();
  const fileUrl = (fileId: number, inline: boolean) =>
    `/api/v1/offers/${encodeURIComponent(app.offer.slug)}/applications/${app.id}/download?${new URLSearchParams({
      file: String(fileId),
      ...(inline ? { inline: '1' } : {}),
    })}`;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const consent = (v: boolean | null) => (v === null ? t('detail.notAsked') : v ? t('detail.yes') : t('detail.no'));

  return (
    <div className={`container ${styles.page}`}>
      <a className={styles.back} href={listHref}>
        ← {t('detail.back')}
      </a>
      <div className={styles.head}>
        <h1 className={styles.title}>{app.name}</h1>
        <StatusPill status={app.status} label={t(`statuses.${app.status}`)} />
      </div>
      <p className={styles.meta}>
        {t('detail.forOffer')} <a href={hrefs.jobOffer(app.offer.slug)}>{app.offer.title}</a> ·{' '}
        {t('detail.received', { date: date(app.createdAt) })}
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.section} aria-labelledby="app-cv">
            <h2 id="app-cv" className={styles.sectionTitle}>
              {t('detail.cv')}
            </h2>
            {app.files.length === 0 ? <p className={styles.hint}>{t('detail.noFiles')}</p> : null}
            {app.files.map((file) => (
              <div key={file.id}>
                <div className={styles.fileRow}>
                  <span className={styles.fileName}>{file.fileName}</span>
                  <span className={styles.inline}>
                    {file.kind === 'pdf' ? (
                      <a className={styles.secondary} href={fileUrl(file.id, true)} target="_blank" rel="noopener">
                        {t('detail.openNewTab')}
                      </a>
                    ) : null}
                    <a className={styles.primary} href={fileUrl(file.id, false)} download data-testid="cv-download">
                      {t('detail.download')}
                    </a>
                  </span>
                </div>
                {file.kind === 'pdf' ? (
                  <iframe
                    className={styles.viewer}
                    src={fileUrl(file.id, true)}
                    title={t('detail.pdfTitle', { name: app.name })}
                    data-testid="cv-viewer"
                  />
                ) : file.kind === 'image' ? (
                  // A private, authorised route: not something next/image may fetch and cache.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    className={styles.image}
                    src={fileUrl(file.id, true)}
                    alt={t('detail.imageAlt', { name: app.name })}
                    data-testid="cv-image"
                  />
                ) : (
                  <p className={styles.hint}>{t('detail.docxHint')}</p>
                )}
              </div>
            ))}
          </section>
          <section className={styles.section} aria-labelledby="app-message">
            <h2 id="app-message" className={styles.sectionTitle}>
              {t('detail.message')}
            </h2>
            {app.message ? (
              <p className={styles.message} data-testid="application-message">
                {app.message}
              </p>
            ) : (
              <p className={styles.hint}>{t('detail.noMessage')}</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="app-contact">
            <h2 id="app-contact" className={styles.sectionTitle}>
              {t('detail.contact')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('detail.email')}</dt>
              <dd>
                <a href={`mailto:${app.email}`}>{app.email}</a>
              </dd>
            </dl>
            <h3 className={styles.label}>{t('detail.consents')}</h3>
            <dl className={styles.facts}>
              <dt>{t('detail.consentFuture')}</dt>
              <dd>{consent(app.consents.future)}</dd>
              <dt>{t('detail.consentCustom')}</dt>
              <dd>{consent(app.consents.custom)}</dd>
              <dt>{t('detail.consentMarketing')}</dt>
              <dd>{consent(app.consents.marketing)}</dd>
            </dl>
            <p className={styles.hint}>
              {t('detail.retention', { date: format.dateTime(new Date(app.retentionUntil), { dateStyle: 'long' }) })}
            </p>
          </section>
        </div>
        <EmployerApplicationsMessages>
          <div className={styles.column}>
            {chatOn ? (
              <section className={styles.section} aria-labelledby="app-chat">
                <h2 id="app-chat" className={styles.sectionTitle}>
                  {tChat('section')}
                </h2>
                <NextIntlClientProvider messages={{ chat: { panel: chatPanel } }}>
                  <InviteToChat
                    applicationId={app.id}
                    status={invitation}
                    hasAccount={app.hasAccount}
                    chatHref={hrefs.employerChat()}
                  />
                </NextIntlClientProvider>
              </section>
            ) : null}
            <section className={styles.section} aria-labelledby="app-status">
              <h2 id="app-status" className={styles.sectionTitle}>
                {t('detail.status')}
              </h2>
              <StatusPanel key={app.status} applicationId={app.id} status={app.status} listHref={listHref} />
            </section>
            <section className={styles.section} aria-labelledby="app-review">
              <h2 id="app-review" className={styles.sectionTitle}>
                {t('detail.notes')}
              </h2>
              <ReviewPanel applicationId={app.id} notes={app.notes} rating={app.rating} />
            </section>
            <section className={styles.section} aria-labelledby="app-history">
              <h2 id="app-history" className={styles.sectionTitle}>
                {t('detail.history')}
              </h2>
              {app.history.length === 0 ? (
                <p className={styles.hint}>{t('detail.noHistory')}</p>
              ) : (
                <ol className={styles.history} data-testid="status-history">
                  {app.history.map((h, i) => (
                    <li key={`${h.at}-${i}`}>
                      <span>
                        {h.previousStatus
                          ? t('detail.historyEntry', {
                              from: t(`statuses.${h.previousStatus}`),
                              to: t(`statuses.${h.status}`),
                            })
                          : t('detail.historyFirst', { to: t(`statuses.${h.status}`) })}
                      </span>
                      <span className={styles.by}>
                        <time dateTime={h.at}>{date(h.at)}</time> ·{' '}
                        {h.byName ? t('detail.by', { name: h.byName }) : t('detail.byUnknown')}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        </EmployerApplicationsMessages>
      </div>
    </div>
  );
}
