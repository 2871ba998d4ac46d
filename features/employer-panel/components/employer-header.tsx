import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AppearanceToggles } from '@/components/layout/appearance-toggles';
import { BrandLogo } from '@/components/layout/brand-logo';
import { LanguageSwitch } from '@/components/layout/language-switch';
import type { ThemeChoice } from '@/features/theme/theme-choice';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { navFor } from '../nav';
import { EmployerHeaderNav } from './employer-header-nav';
import { PanelAccount } from './panel-account';
import styles from './employer-header.module.css';

/**
 * The header of the employer's pages: the brand leading to the panel home, the panel's everyday areas, the
 * language and theme, a link out to the public board and the account menu (who is signed in for which company,
 * the company switcher, the profile and sign-out). Nothing of the candidate site's navigation.
 */
export async function EmployerHeader({
  tenant,
  locale,
  choice,
  employer,
  companies,
}: {
  tenant: Tenant;
  locale: Locale;
  choice: ThemeChoice;
  employer: EmployerCaller;
  companies: { id: number; name: string }[];
}) {
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'employerPanel' });
  const { config } = tenant;
  const active = companies.find((c) => c.id === employer.companyId);
  const work = navFor(employer.right).filter((i) => i.group === 'work' && i.key !== 'brandStories');
  const initials = (employer.name || employer.email)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ employerPanel: messages.employerPanel, header: messages.header }}
    >
      <header className={styles.header} data-employer-header="">
        <a href="#content" className="skip-link">
          {t('header.skipToContent')}
        </a>
        <div className={`container ${styles.bar}`}>
          <Link href={paths.employerPanel()} className={styles.brand} title={t('header.home')}>
            <BrandLogo mark={config.brand.logoMark} name={config.brand.name} />
            <span className={styles.badge}>{t('header.badge')}</span>
          </Link>
          <EmployerHeaderNav items={work} />
          <div className={styles.actions}>
            <Link href={paths.home()} className={styles.board} data-testid="employer-see-board">
              {t('header.seeBoard')}
            </Link>
            {config.flags.enableInternationalization && config.locales.length > 1 ? (
              <LanguageSwitch locales={config.locales} />
            ) : null}
            <AppearanceToggles
              scheme={choice.scheme}
              horizontal={choice.horizontal}
              darkModeEnabled={config.flags.enableDarkMode}
              horizontalToggleEnabled={false}
            />
            <details className={styles.account} data-testid="employer-account-menu">
              <summary className={styles.accountToggle} data-testid="employer-account-toggle">
                <span className={styles.avatar} aria-hidden="true">
                  {initials}
                </span>
                <span className={styles.visuallyHidden}>{t('header.account')}</span>
                <span className={styles.accountCompany}>{active?.name}</span>
              </summary>
              <div className={styles.accountMenu}>
                <p className={styles.accountName}>{employer.name}</p>
                <p className={styles.accountEmail}>{employer.email}</p>
                <p className={styles.accountRight}>
                  {active?.name} · {t(`rights.${employer.right}`)}
                </p>
                <Link href={paths.employerProfile()} className={styles.menuLink}>
                  {t('nav.profile')}
                </Link>
                <Link href={paths.home()} className={`${styles.menuLink} ${styles.menuBoard}`}>
                  {t('header.seeBoard')}
                </Link>
                <PanelAccount companies={companies} activeId={employer.companyId} />
              </div>
            </details>
          </div>
        </div>
      </header>
    </NextIntlClientProvider>
  );
}
