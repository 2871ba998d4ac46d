import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { membersWithRight, requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { COMPANY_RIGHTS, type CompanyRight } from '@/lib/auth/caller';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ need?: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerPanel.noAccess' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The panel's "no permission" page: a member sent here by a page that needs a higher right learns which
 * right it needs, which they hold and who in the company holds it (to ask them), inside the panel.
 */
export default async function EmployerNoAccessPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db } = await requireEmployerPage(locale, paths.employerPanel(), 'recruiter');
  const t = await getTranslations({ locale, namespace: 'employerPanel.noAccess' });
  const query = await searchParams;
  const need: CompanyRight = COMPANY_RIGHTS.includes(query.need as CompanyRight)
    ? (query.need as CompanyRight)
    : 'admin';
  const people = await membersWithRight(db, employer.companyId, need);
  const names = people.map((p) => p.name || p.email);
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead} data-testid="no-access-need">
            {t('need', { need, held: employer.right })}
          </p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="no-access-who">
        <h2 id="no-access-who" className={styles.sectionTitle}>
          {t('who')}
        </h2>
        {names.length ? (
          <ul data-testid="no-access-people">
            {people.map((p, i) => (
              <li key={p.email}>
                {names[i]} – {t('right', { right: p.right })} <a href={`mailto:${p.email}`}>{p.email}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('nobody')}</p>
        )}
        <p>
          <a className={styles.cardLink} href={localizedPaths(locale).employerPanel()}>
            {t('home')}
          </a>
        </p>
      </section>
    </>
  );
}
