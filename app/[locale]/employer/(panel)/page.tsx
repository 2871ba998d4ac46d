import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { localized } from '@/features/employer-accounts/paths';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { panelOverview } from '@/features/employer-panel/server/home-service';
import { rightCovers } from '@/lib/auth/caller';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerPanel.home' });
  return { title: t('title'), robots: { index: false } };
}

/** The panel home: the company's offers, applications, plan spending and team at a glance (later issues add detail). */
export default async function EmployerPanelHome({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db } = await requireEmployerPage(locale, paths.employerPanel());
  const t = await getTranslations({ locale, namespace: 'employerPanel.home' });
  const format = await getFormatter({ locale });
  const o = await panelOverview(db, employer.companyId);
  const n = (v: number) => format.number(v);
  const cards: { key: string; href: string; show: boolean; figures: [string, string][] }[] = [
    {
      key: 'offers',
      href: paths.employerOffers(),
      show: true,
      figures: [
        ['active', n(o.activeOffers)],
        ['inactive', n(o.inactiveOffers)],
        ['drafts', n(o.drafts)],
      ],
    },
    {
      key: 'applications',
      href: paths.employerApplications(),
      show: true,
      figures: [
        ['new', n(o.newApplications)],
        ['week', n(o.applicationsThisWeek)],
        ['total', n(o.applications)],
      ],
    },
    {
      key: 'plans',
      href: paths.employerBilling(),
      show: rightCovers(employer.right, 'owner'),
      figures: [
        ['paid', n(o.paidPayments)],
        ['spent', format.number(o.paidGross, { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 })],
      ],
    },
    {
      key: 'team',
      href: paths.employerUsers(),
      show: rightCovers(employer.right, 'admin'),
      figures: [
        ['members', n(o.members)],
        ['invitations', n(o.invitations)],
      ],
    },
  ];
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead', { name: employer.name.split(' ')[0] ?? employer.name })}</p>
        </div>
        <a className={styles.cardLink} href={localized(locale, paths.employerOfferNew())}>
          {t('newOffer')}
        </a>
      </header>
      <div className={styles.grid}>
        {cards
          .filter((c) => c.show)
          .map((card) => (
            <section key={card.key} className={styles.card} aria-labelledby={`home-${card.key}`}>
              <h2 id={`home-${card.key}`} className={styles.cardTitle}>
                {t(`${card.key}.title` as never)}
              </h2>
              <dl className={styles.figures}>
                {card.figures.map(([label, value]) => (
                  <div key={label} className={styles.figure}>
                    <dt>{t(`${card.key}.${label}` as never)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <a className={styles.cardLink} href={localized(locale, card.href)}>
                {t(`${card.key}.link` as never)}
              </a>
            </section>
          ))}
      </div>
    </>
  );
}
