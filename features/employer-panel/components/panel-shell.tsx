import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ApiQueryProvider } from '@/lib/api-client/query';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Locale } from '@/lib/i18n/locales';
import { validationMessages } from '@/lib/validation/client-messages';
import { navFor } from '../nav';
import { PanelNav } from './panel-nav';
import styles from './panel-shell.module.css';

/**
 * The employer panel's frame around every `(panel)` page: who is signed in for which company and the areas
 * their right opens. On phones the navigation folds into a menu.
 */
export async function PanelShell({
  locale,
  employer,
  companies,
  children,
}: {
  locale: Locale;
  employer: EmployerCaller;
  companies: { id: number; name: string }[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'employerPanel' });
  const active = companies.find((c) => c.id === employer.companyId);
  const items = navFor(employer.right);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        employerPanel: messages.employerPanel,
        confirmDialog: messages.confirmDialog,
        ...validationMessages(messages),
      }}
    >
      <div className={`container ${styles.shell}`}>
        <aside className={styles.side} aria-label={t('side')}>
          <div className={styles.identity}>
            <p className={styles.company}>{active?.name}</p>
            <p className={styles.user}>
              {employer.name} · {employer.email}
            </p>
            <span className={styles.right}>{t(`rights.${employer.right}`)}</span>
          </div>
          {/* The same navigation twice: always shown on desktop, folded into a menu on phones (CSS shows one).
              The company switcher and sign-out are in the header's account menu (employer-header.tsx). */}
          <div className={styles.desktopOnly}>
            <PanelNav items={items} />
          </div>
          <details className={styles.menu}>
            <summary className={styles.menuToggle}>{t('menu')}</summary>
            <PanelNav items={items} />
          </details>
        </aside>
        {/* One query cache for the panel's client parts: a mutation on one page updates what the others show. */}
        <div className={styles.content}>
          <ApiQueryProvider>{children}</ApiQueryProvider>
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
