import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { canReadDevMailbox, findMailboxMails } from '@/features/dev-mailbox/server/mailbox';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getDbHandle } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { MailText } from './mail-text';
import styles from './mailbox.module.css';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ mail?: string; to?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'devMailbox' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The development mailbox: the board's outbox, newest first; `?mail=` opens one, `?to=` filters by address. */
export default async function DevMailboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const handle = await getDbHandle();
  const env = getEnv();
  const requestHeaders = await headers();
  if (!canReadDevMailbox(env, handle.driver, requestHeaders)) return notFoundPage();
  const { mail: selectedParam, to } = await searchParams;
  const tenant = await resolveTenant(requestHeaders.get('host'), handle.db);
  const [t, format, mails] = await Promise.all([
    getTranslations({ locale, namespace: 'devMailbox' }),
    getFormatter({ locale }),
    findMailboxMails(handle.db, { tenantId: tenant.id, to: to || undefined }),
  ]);
  const selected = mails.find((m) => String(m.id) === selectedParam) ?? null;
  const hrefOf = (id: number) => `?${new URLSearchParams({ ...(to ? { to } : {}), mail: String(id) })}`;
  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{env.SMTP_URL ? t('introSmtp') : t('intro')}</p>
      <form method="get" className={styles.filter} role="search">
        <label htmlFor="mailbox-to">{t('filterLabel')}</label>
        <input id="mailbox-to" name="to" type="search" defaultValue={to ?? ''} placeholder="jan@example.com" />
        <button type="submit">{t('filter')}</button>
        {to ? <a href="?">{t('clear')}</a> : null}
      </form>
      <div className={`${styles.layout} ${selected ? styles.hasSelection : ''}`}>
        <nav aria-label={t('listLabel')} className={styles.list}>
          {mails.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
          <ul>
            {mails.map((m) => (
              <li key={m.id}>
                <a
                  href={hrefOf(m.id)}
                  className={styles.item}
                  aria-current={m.id === selected?.id ? 'true' : undefined}
                  data-testid="mailbox-item"
                >
                  <span className={styles.subject}>{m.subject}</span>
                  <span className={styles.meta}>
                    <span className={styles.to}>{m.to}</span>
                    <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                  </span>
                  {m.status !== 'queued' ? <span className={styles.status}>{t(`status.${m.status}`)}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.detail} aria-label={t('detailLabel')}>
          {selected ? (
            <>
              <a href={to ? `?${new URLSearchParams({ to })}` : '?'} className={styles.back}>
                {t('back')}
              </a>
              <h2 className={styles.detailSubject}>{selected.subject}</h2>
              <dl className={styles.fields}>
                <dt>{t('to')}</dt>
                <dd>{selected.to}</dd>
                <dt>{t('time')}</dt>
                <dd>
                  <time dateTime={selected.createdAt}>{time(selected.createdAt)}</time>
                </dd>
                {Object.entries(selected.headers).map(([name, value]) => (
                  <HeaderRow key={name} name={name} value={value} />
                ))}
              </dl>
              <h3>{t('htmlVersion')}</h3>
              <iframe
                title={t('htmlVersion')}
                className={styles.frame}
                // No scripts, no same-origin access; links open in a new tab, outside the sandbox.
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={withLinksInNewTab(selected.html)}
              />
              <h3>{t('textVersion')}</h3>
              <MailText text={selected.text} className={styles.text} />
            </>
          ) : (
            <p className={styles.muted}>{mails.length ? t('select') : null}</p>
          )}
        </article>
      </div>
    </div>
  );
}

function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

function HeaderRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
