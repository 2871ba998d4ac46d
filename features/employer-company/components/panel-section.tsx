import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { validationMessages } from '@/lib/validation/client-messages';
import styles from './company-forms.module.css';

/** The frame of the profile, company, invoice data and clauses pages, with this area's messages and the validation catalogue for its forms. */
export async function PanelSection({
  locale,
  title,
  intro,
  wide = false,
  children,
}: {
  locale: Locale;
  title: string;
  intro: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="panel-section-title">
        <h1 id="panel-section-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        <NextIntlClientProvider
          locale={locale}
          messages={{ employerCompany: messages.employerCompany, ...validationMessages(messages) }}
        >
          {children}
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
