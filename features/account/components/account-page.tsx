import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { validationMessages } from '@/lib/validation/client-messages';
import styles from './account-page.module.css';

/** The frame of the account pages: a centred card, with the account messages for its client forms. */
export async function AccountPage({
  locale,
  title,
  intro,
  wide,
  children,
}: {
  locale: 'pl' | 'en';
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <NextIntlClientProvider
          locale={locale}
          messages={{
            account: messages.account,
            confirmDialog: messages.confirmDialog,
            ...validationMessages(messages),
          }}
        >
          {children}
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
