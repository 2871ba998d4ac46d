import { getTranslations } from 'next-intl/server';
import { FavouritesHeader } from '@/features/favourites/components/favourites-header';
import { candidateFeatures } from '@/lib/tenants/candidate-features';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { ThemeChoice } from '@/features/theme/theme-choice';
import { JobAlerts } from '@/features/alerts/components/job-alerts';
import { paths } from '@/lib/paths';
import { AccountLink } from './account-link';
import { AppearanceToggles } from './appearance-toggles';
import { HeaderTabs } from './header-tabs';
import { LanguageSwitch } from './language-switch';
import { BrandLogo } from './brand-logo';
import styles from './site-header.module.css';
import { ShellLink } from './shell-link';

interface Props {
  tenant: Tenant;
  locale: 'pl' | 'en';
  choice: ThemeChoice;
}

/** Top navigation (spec: Offers, Candidate Profile, Employer Panel, Pricing, then the rest under More; Resources is the blog). */
const PRIMARY = [
  { key: 'candidateProfile', href: paths.candidateProfile() },
  { key: 'employerPanel', href: paths.employerPanel() },
  { key: 'pricing', href: paths.pricing() },
] as const;

const MORE = [
  { key: 'product', href: paths.product() },
  { key: 'aboutUs', href: paths.aboutUs() },
  { key: 'help', href: paths.help() },
  { key: 'resources', href: paths.blog() },
  { key: 'career', href: paths.career() },
  { key: 'terms', href: paths.terms() },
  { key: 'privacyPolicy', href: paths.privacyPolicy() },
] as const;

/**
 * The same for every visitor (decision 0066): who is signed in shows in client islands (the account action,
 * the favourites heart, the saved-search bell), fed by the page-state call.
 */
export async function SiteHeader({ tenant, locale, choice }: Props) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const { config } = tenant;
  const { flags } = config;
  const loginLink = <AccountLink loginEnabled={flags.enableCandidatePortalLogin} />;
  const actions = (
    <>
      {flags.enableInternationalization && config.locales.length > 1 ? (
        <LanguageSwitch locales={config.locales} />
      ) : null}
      <AppearanceToggles
        scheme={choice.scheme}
        horizontal={choice.horizontal}
        darkModeEnabled={flags.enableDarkMode}
        horizontalToggleEnabled={flags.enableHorizontalThemeToggle}
      />
    </>
  );
  const navLinks = (
    <>
      {PRIMARY.map((item) => (
        <ShellLink key={item.key} locale={locale} href={item.href} className={styles.navLink}>
          {t(item.key)}
        </ShellLink>
      ))}
    </>
  );
  const moreLinks = MORE.map((item) => (
    <li key={item.key}>
      <ShellLink locale={locale} href={item.href} className={styles.menuLink}>
        {t(item.key)}
      </ShellLink>
    </li>
  ));

  return (
    <header className={styles.header} data-variant={choice.horizontal ? 'horizontal' : 'classic'}>
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className={`container ${styles.bar}`}>
        <ShellLink locale={locale} href={paths.home()} className={styles.brand}>
          <BrandLogo mark={config.brand.logoMark} name={config.brand.name} />
        </ShellLink>
        {choice.horizontal ? <HeaderTabs salaryCalculator={config.links.salaryCalculator} /> : null}
        <nav className={styles.nav} aria-label={t('mainNavigation')}>
          {navLinks}
          <details className={styles.more}>
            <summary className={styles.navLink}>{t('more')}</summary>
            <ul className={styles.menu}>{moreLinks}</ul>
          </details>
        </nav>
        <FavouritesHeader
          enabled={candidateFeatures(flags).favourites}
          locale={locale}
        />
        <div className={styles.actions}>
          {actions}
          {loginLink}
        </div>
        <JobAlerts
          tenant={tenant.slug}
          alertsEnabled={flags.enableJobAlerts}
          marketingEnabled={flags.enableMarketingConsent}
        />
        <details className={styles.mobile}>
          <summary className={styles.burger} aria-label={t('openMenu')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" fill="currentColor" />
            </svg>
          </summary>
          <div className={styles.drawer}>
            <nav aria-label={t('mainNavigation')} className={styles.drawerNav}>
              <ShellLink locale={locale} href={paths.offers()} className={styles.menuLink}>
                {t('offers')}
              </ShellLink>
              {PRIMARY.map((item) => (
                <ShellLink key={item.key} locale={locale} href={item.href} className={styles.menuLink}>
                  {t(item.key)}
                </ShellLink>
              ))}
              <ul className={styles.drawerList}>{moreLinks}</ul>
            </nav>
            <div className={styles.drawerActions}>
              {actions}
              {loginLink}
            </div>
          </div>
        </details>
      </div>
      {choice.horizontal ? null : (
        <div className={`container ${styles.tabsRow}`}>
          <HeaderTabs salaryCalculator={config.links.salaryCalculator} />
        </div>
      )}
    </header>
  );
}
