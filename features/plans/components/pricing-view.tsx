import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths } from '@/lib/paths';
import type { PlanView, Testimonial } from '../schemas';
import styles from './pricing.module.css';

interface Props {
  locale: Locale;
  plans: PlanView[];
  testimonials: Testimonial[];
}

/** Whole złoty without decimals (799 zł), grosze when there are some (982,77 zł). */
function formatMoney(locale: Locale, amount: number, currency: string) {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function formatDate(locale: Locale, iso: string) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'long',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso));
}

const Check = () => (
  <svg className={styles.check} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.1-9.1-1.2-1.2z" fill="currentColor" />
  </svg>
);

/** The pricing page: the board's plans side by side, a comparison table, and what employers say. */
export async function PricingView({ locale, plans, testimonials }: Props) {
  const t = await getTranslations({ locale, namespace: 'plans.pricing' });
  const hrefs = localizedPaths(locale);
  const money = (plan: PlanView, amount: number) => formatMoney(locale, amount, plan.currency);
  const anyOldPrice = plans.some((p) => p.oldNetPrice !== null);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 id="pricing-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      {plans.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('empty')}
        </p>
      ) : (
        <>
          <ul className={styles.plans} aria-labelledby="pricing-title" data-plan-count={plans.length}>
            {plans.map((plan) => {
              const headingId = `plan-${plan.type}`;
              return (
                <li
                  key={plan.type}
                  className={`${styles.plan} ${plan.recommended ? styles.recommended : ''}`}
                  data-plan={plan.type}
                  data-recommended={plan.recommended || undefined}
                  aria-labelledby={headingId}
                >
                  {plan.recommended ? <p className={styles.ribbon}>{t('recommended')}</p> : null}
                  <h2 id={headingId} className={styles.planName}>
                    {plan.name}
                  </h2>
                  {plan.tags.length > 0 ? (
                    <ul className={styles.tags} aria-label={plan.name}>
                      {plan.tags.map((tag) => (
                        <li key={tag} className={styles.tag}>
                          {t('tag', { tag })}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    // Keeps the cards' rows aligned side by side (see .plan in the stylesheet).
                    <div className={styles.tags} aria-hidden="true" />
                  )}
                  <div className={styles.price}>
                    {plan.oldNetPrice !== null ? (
                      <p className={styles.oldPrice}>
                        <del>{t('oldPrice', { amount: money(plan, plan.oldNetPrice) })}</del>
                      </p>
                    ) : anyOldPrice ? (
                      // The same line left empty, so the prices stand at one height side by side.
                      <p className={`${styles.oldPrice} ${styles.spacer}`} aria-hidden="true" />
                    ) : null}
                    <p className={styles.net}>
                      <span className={styles.amount} data-testid="net-price">
                        {money(plan, plan.netPrice)}
                      </span>{' '}
                      <span className={styles.netLabel}>{t('net')}</span>
                    </p>
                    <p className={styles.gross} data-testid="gross-price">
                      {t('gross', { amount: money(plan, plan.grossPrice), rate: plan.tax })}
                    </p>
                    {plan.promotionDeadline ? (
                      <p className={styles.deadline}>
                        {t('promotionUntil', { date: formatDate(locale, plan.promotionDeadline) })}
                      </p>
                    ) : null}
                  </div>
                  <h3 className={styles.includesTitle}>{t('includes')}</h3>
                  <ul className={styles.features}>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <Check />
                        <span>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <a
                    className={plan.recommended ? styles.choosePrimary : styles.chooseSecondary}
                    href={hrefs.employerOfferNew(plan.type)}
                  >
                    {t('choose', { name: plan.name })}
                  </a>
                </li>
              );
            })}
          </ul>

          <section className={styles.compare} aria-labelledby="compare-title">
            <h2 id="compare-title" className={styles.sectionTitle}>
              {t('compareTitle')}
            </h2>
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="compare-title">
              <table className={styles.table}>
                <caption className={styles.caption}>{t('compareCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('feature')}</th>
                    {plans.map((plan) => (
                      <th key={plan.type} scope="col" className={plan.recommended ? styles.recommendedCol : undefined}>
                        {plan.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t('priceNet')}</th>
                    {plans.map((p) => (
                      <td key={p.type}>{money(p, p.netPrice)}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('priceGross')}</th>
                    {plans.map((p) => (
                      <td key={p.type}>{money(p, p.grossPrice)}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('duration')}</th>
                    {plans.map((p) => (
                      <td key={p.type}>{t('durationValue', { days: p.limits.durationInDays })}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('locations')}</th>
                    {plans.map((p) => (
                      <td key={p.type}>{t('locationsValue', { count: p.limits.maxLocationsCount })}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('bumps')}</th>
                    {plans.map((p) => (
                      <td key={p.type}>
                        {t('bumpsValue', { count: p.limits.bumpsUpCount, days: p.limits.bumpsUpEveryDays })}
                      </td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">{t('graphics')}</th>
                    {plans.map((p) => (
                      <td key={p.type}>{p.graphics ? t('yes') : t('no')}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}

      <section className={styles.notes} aria-label={`${t('codeTitle')} ${t('invoiceTitle')}`}>
        <div className={styles.note}>
          <h2 className={styles.noteTitle}>{t('codeTitle')}</h2>
          <p>{t('codeText')}</p>
        </div>
        <div className={styles.note}>
          <h2 className={styles.noteTitle}>{t('invoiceTitle')}</h2>
          <p>{t('invoiceText')}</p>
        </div>
      </section>

      {testimonials.length > 0 ? (
        <section className={styles.testimonials} aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className={styles.sectionTitle}>
            {t('testimonialsTitle')}
          </h2>
          <ul className={styles.quotes}>
            {testimonials.map((q) => (
              <li key={q.id} className={styles.quote}>
                <figure>
                  <blockquote>
                    <p>{q.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{q.author}</strong>
                    <span>
                      {q.role}, {q.company}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
