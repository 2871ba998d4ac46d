import { getTranslations } from 'next-intl/server';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { paths } from '@/lib/paths';
import { OutsideEmployerArea } from './employer-area-gate';
import { PanelAreaSwitch } from './panel-area-switch';
import styles from './site-footer.module.css';
import { ShellLink } from './shell-link';

const COLUMNS = [
  { title: 'forCandidates', links: ['offers', 'candidateProfile', 'help', 'resources'] },
  { title: 'forEmployers', links: ['employerPanel', 'pricing', 'product'] },
  { title: 'company', links: ['aboutUs', 'career', 'terms', 'privacyPolicy'] },
] as const;

/** The panel's footer: the employer's own links in one row, none of the candidates' columns. */
const PANEL_LINKS = ['help', 'pricing', 'product', 'terms', 'privacyPolicy'] as const;

type LinkKey = (typeof COLUMNS)[number]['links'][number];
const HREF: Record<LinkKey, string> = {
  offers: paths.offers(),
  candidateProfile: paths.candidateProfile(),
  help: paths.help(),
  resources: paths.blog(),
  employerPanel: paths.employerPanel(),
  pricing: paths.pricing(),
  product: paths.product(),
  aboutUs: paths.aboutUs(),
  career: paths.career(),
  terms: paths.terms(),
  privacyPolicy: paths.privacyPolicy(),
};

/**
 * The site footer. Its first band speaks to employers ("recruiting?") where they look for it, below
 * the candidates' content and never over it; employers' own pages and signed-in employers do not get it.
 * Inside the employer panel the candidates' columns give way to one row of the employer's links.
 */
export async function SiteFooter({ tenant, locale }: { tenant: Tenant; locale: 'pl' | 'en' }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const { brand } = tenant.config;
  const links = (keys: readonly LinkKey[]) =>
    keys.map((key) => (
      <li key={key}>
        <ShellLink locale={locale} href={HREF[key]} className={styles.link}>
          {nav(key)}
        </ShellLink>
      </li>
    ));
  return (
    <footer className={styles.footer}>
      <OutsideEmployerArea>
        <section className={`container ${styles.promo}`} aria-labelledby="employer-promo" data-testid="employer-promo">
          <div>
            <h2 id="employer-promo" className={styles.promoTitle}>
              {t('employerPromo.title')}
            </h2>
            <p className={styles.promoText}>{t('employerPromo.text')}</p>
          </div>
          <ShellLink locale={locale} href={paths.pricing()} className={styles.promoCta}>
            {t('employerPromo.cta')}
          </ShellLink>
        </section>
      </OutsideEmployerArea>
      <PanelAreaSwitch
        site={
          <div className={`container ${styles.grid}`}>
            <div>
              <p className={styles.brand}>{brand.name}</p>
              <p className={styles.tagline}>{t('tagline', { brand: brand.name, domain: brand.domain[locale] })}</p>
            </div>
            {COLUMNS.map((column) => (
              <nav key={column.title} aria-label={t(column.title)}>
                <h2 className={styles.heading}>{t(column.title)}</h2>
                <ul className={styles.list}>{links(column.links)}</ul>
              </nav>
            ))}
          </div>
        }
        panel={
          <nav className={`container ${styles.panelLinks}`} aria-label={t('forEmployers')} data-testid="panel-footer">
            <p className={styles.brand}>{brand.name}</p>
            <ul className={styles.panelList}>{links(PANEL_LINKS)}</ul>
          </nav>
        }
      />
      <div className={`container ${styles.bottom}`}>
        {t('rights', { year: new Date().getFullYear(), brand: brand.name })}
      </div>
    </footer>
  );
}
