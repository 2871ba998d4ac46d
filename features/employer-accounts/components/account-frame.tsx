import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { validationMessages } from '@/lib/validation/client-messages';
import styles from './account-frame.module.css';

/**
 * The frame of the employer account pages (sign-up, sign-in, confirmation, password, invitation): the form
 * in a card and, unless `narrow`, what a company gets beside it. Client forms get the `employerAccounts` messages.
 */
export async function EmployerAccountFrame({
  locale,
  title,
  intro,
  footer,
  narrow,
  children,
}: {
  locale: Locale;
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'employerAccounts.pitch' });
  return (
    <div className={`container ${styles.page} ${narrow ? styles.narrow : ''}`}>
      {narrow ? null : (
        <aside className={styles.pitch} aria-labelledby="employer-pitch-title">
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h2 id="employer-pitch-title" className={styles.pitchTitle}>
            {t('title')}
          </h2>
          <ul className={styles.points}>
            {(['reach', 'team', 'panel'] as const).map((key) => (
              <li key={key}>
                <span className={styles.tick} aria-hidden="true">
                  ✓
                </span>
                <span>
                  <strong>{t(`${key}.title`)}</strong>
                  {t(`${key}.body`)}
                </span>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <NextIntlClientProvider
          locale={locale}
          messages={{ employerAccounts: messages.employerAccounts, ...validationMessages(messages) }}
        >
          {children}
        </NextIntlClientProvider>
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </section>
    </div>
  );
}
