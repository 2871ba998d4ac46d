import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { localized } from '@/features/employer-accounts/paths';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import homeStyles from '@/features/employer-offers/components/home.module.css';
import { panelHighlights, panelOverview } from '@/features/employer-panel/server/home-service';
import { OnboardingChecklist } from '@/features/employer-panel/components/onboarding-checklist';
import { onboardingChecklist } from '@/features/employer-panel/onboarding';
import { onboardingFacts } from '@/features/employer-panel/server/onboarding-service';
import form from '@/components/ui/form.module.css';
import { listCompanyCodes } from '@/features/plans/server/code-service';
import { rightCovers } from '@/lib/auth/caller';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerPanel.home' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The panel home: a new company's first steps (until they are all done), then the company's offers, applications, plan spending and team at a glance, then what needs
 * attention (offers ending soon, new applications, those waiting longest) and the week against the last.
 */
export default async function EmployerPanelHome({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db } = await requireEmployerPage(locale, paths.employerPanel());
  const t = await getTranslations({ locale, namespace: 'employerPanel.home' });
  const format = await getFormatter({ locale });
  const now = new Date();
  const [o, h, codes, to, facts] = await Promise.all([
    panelOverview(db, employer, now),
    panelHighlights(db, employer, now),
    listCompanyCodes(db, employer.tenantId, employer.companyId, now),
    getTranslations({ locale, namespace: 'employerOffers.home' }),
    onboardingFacts(db, employer.companyId),
  ]);
  const checklist = onboardingChecklist(facts, employer.right);
  // Before its first offer a company has no figures to show: the tiles of zeros give way to one sentence.
  const noFiguresYet = !facts.firstOffer && o.activeOffers + o.inactiveOffers === 0 && o.applications === 0;
  const n = (v: number) => format.number(v);
  const hrefs = localizedPaths(locale);
  const daysSince = (iso: string) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 86_400_000));
  const daysUntil = (iso: string) => Math.max(0, Math.floor((Date.parse(iso) - now.getTime()) / 86_400_000));
  const codesLeft = codes.reduce((sum, c) => sum + c.remainingUses, 0);
  const change = (current: number, previous: number) =>
    current === previous
      ? to('noChange')
      : to('change', {
          change:
            previous === 0
              ? `+${n(current)}`
              : format.number((current - previous) / previous, { style: 'percent', signDisplay: 'always' }),
        });
  const applicationList = (
    key: 'newApplications' | 'waitingLongest',
    items: typeof h.newApplications,
    meta: (createdAt: string) => string,
  ) => (
    <section className={styles.card} aria-labelledby={`home-${key}`} data-testid={`home-${key}`}>
      <h2 id={`home-${key}`} className={styles.cardTitle}>
        {to(key === 'newApplications' ? 'newApplications' : 'waiting')}
      </h2>
      {items.length ? (
        <ul className={homeStyles.homeList}>
          {items.map((a) => (
            <li key={a.id} className={homeStyles.homeItem}>
              <a href={hrefs.employerApplication(a.offerId, a.id)}>
                {a.name} · {a.offerTitle}
              </a>
              <span className={homeStyles.homeMeta}>{meta(a.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{to(key === 'newApplications' ? 'newApplicationsNone' : 'waitingNone')}</p>
      )}
    </section>
  );
  const cards: { key: string; href: string; show: boolean; figures: [string, string, number][] }[] = [
    {
      key: 'offers',
      href: paths.employerOffers(),
      show: true,
      figures: [
        ['active', n(o.activeOffers), o.activeOffers],
        ['inactive', n(o.inactiveOffers), o.inactiveOffers],
        ['drafts', n(o.drafts), o.drafts],
      ],
    },
    {
      key: 'applications',
      href: paths.employerApplications(),
      show: true,
      figures: [
        ['new', n(o.newApplications), o.newApplications],
        ['week', n(o.applicationsThisWeek), o.applicationsThisWeek],
        ['total', n(o.applications), o.applications],
      ],
    },
    {
      key: 'plans',
      href: paths.employerBilling(),
      show: rightCovers(employer.right, 'owner'),
      figures: [
        ['paid', n(o.paidPayments), o.paidPayments],
        [
          'spent',
          format.number(o.paidGross, { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 }),
          o.paidGross,
        ],
      ],
    },
    {
      key: 'team',
      href: paths.employerUsers(),
      show: rightCovers(employer.right, 'admin'),
      figures: [
        ['members', n(o.members), o.members],
        ['invitations', n(o.invitations), o.invitations],
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
        <a className={form.primary} href={localized(locale, paths.employerOfferNew())} data-testid="home-new-offer">
          {t('newOffer')}
        </a>
      </header>
      {checklist.length ? <OnboardingChecklist locale={locale} items={checklist} /> : null}
      {noFiguresYet ? (
        <p className={styles.muted} data-testid="home-no-figures">
          {t('noFiguresYet')}
        </p>
      ) : (
        homeFigures()
      )}
    </>
  );

  function homeFigures() {
    return (
      <>
        <div className={styles.grid}>
          {cards
            .filter((c) => c.show)
            .map((card) => (
              <section key={card.key} className={styles.card} aria-labelledby={`home-${card.key}`}>
                <h2 id={`home-${card.key}`} className={styles.cardTitle}>
                  {t(`${card.key}.title` as never)}
                </h2>
                <dl className={styles.figures}>
                  {card.figures.map(([label, value, raw]) => (
                    <div key={label} className={styles.figure} data-figure={`${card.key}.${label}`} data-value={raw}>
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
        <div className={homeStyles.homeGrid}>
          <section className={styles.card} aria-labelledby="home-ending" data-testid="home-ending">
            <h2 id="home-ending" className={styles.cardTitle}>
              {to('endingSoon')}
            </h2>
            {h.endingSoon.length ? (
              <ul className={homeStyles.homeList}>
                {h.endingSoon.map((offer) => (
                  <li key={offer.id} className={homeStyles.homeItem}>
                    <a href={hrefs.employerOfferStatistics(offer.id)}>{offer.title}</a>
                    <span className={homeStyles.homeMeta}>{to('endsIn', { days: daysUntil(offer.expiresAt) })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{to('endingSoonNone')}</p>
            )}
          </section>
          {applicationList('newApplications', h.newApplications, (at) =>
            format.relativeTime(new Date(Math.min(Date.parse(at), now.getTime())), now),
          )}
          {applicationList('waitingLongest', h.waitingLongest, (at) => to('waitingFor', { days: daysSince(at) }))}
          <section className={styles.card} aria-labelledby="home-week" data-testid="home-week">
            <h2 id="home-week" className={styles.cardTitle}>
              {to('week')}
            </h2>
            <dl className={homeStyles.trend}>
              {(
                [
                  ['weekViews', h.week.views],
                  ['weekApplications', h.week.applications],
                  ['weekPublished', h.week.published],
                ] as const
              ).map(([key, { current, previous }]) => (
                <div key={key} className={homeStyles.trendRow}>
                  <dt>{to(key)}</dt>
                  <dd>{n(current)}</dd>
                  <dd className={homeStyles.trendChange}>{change(current, previous)}</dd>
                </div>
              ))}
            </dl>
          </section>
          {rightCovers(employer.right, 'admin') ? (
            <section className={styles.card} aria-labelledby="home-plan" data-testid="home-plan">
              <h2 id="home-plan" className={styles.cardTitle}>
                {to('plan')}
              </h2>
              <p className={homeStyles.homeMeta}>{to('codesLeft', { count: codesLeft })}</p>
              {rightCovers(employer.right, 'owner') ? (
                <dl className={styles.figures}>
                  <div className={styles.figure}>
                    <dt>{to('spent')}</dt>
                    <dd>
                      {format.number(o.paidGross, { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 })}
                    </dd>
                  </div>
                </dl>
              ) : null}
              <a className={styles.cardLink} href={localized(locale, paths.employerBilling())}>
                {t('plans.link')}
              </a>
            </section>
          ) : null}
        </div>
      </>
    );
  }
}
