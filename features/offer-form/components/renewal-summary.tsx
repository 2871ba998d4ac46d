'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import type { RenewalView } from '../renewal';
import type { DraftRef } from '../api/form-api';
import formStyles from './offer-form.module.css';
import { PaymentStep, PublishStep, type PaymentInfo } from './publish-step';
import stepper from './offer-stepper.module.css';
import styles from './renewal-summary.module.css';

export interface RenewalSummaryProps {
  view: RenewalView;
  draft: DraftRef;
  planKey: string;
  payment: PaymentInfo;
  termsHref: string;
  /** The panel's offers list (back, and after publishing). */
  listHref: string;
  /** The offer's public page. */
  offerHref: string;
  /** A re-publication: the full form on this draft, to change the content first. */
  editHref: string | null;
  /** A re-publication whose content no longer passes the form's rules: the step that fixes it. */
  fixHref: string | null;
}

/**
 * Extending an offer or publishing an ended one again, in one short screen: the offer, its plan, price,
 * term and new end date, then payment online or a code beside it; done, it says "extended to …" or
 * "published again". The content is not walked through again (a re-publication can still open the form).
 */
export function RenewalSummary({
  view,
  draft,
  planKey,
  payment,
  termsHref,
  listHref,
  offerHref,
  editHref,
  fixHref,
}: RenewalSummaryProps) {
  const t = useTranslations('offerFormUi.renewal');
  const titles = useTranslations('offerFormUi.titles');
  const format = useFormatter();
  const [done, setDone] = useState(false);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const { offer, mode } = view;
  const status =
    offer.status === 'published' && offer.expiresAt
      ? t('status.published', { date: date(offer.expiresAt) })
      : offer.status === 'expired' && offer.expiresAt
        ? t('status.expired', { date: date(offer.expiresAt) })
        : offer.status === 'finished' && offer.finishedAt
          ? t('status.finished', { date: date(offer.finishedAt) })
          : null;
  const ready = view.allowed && !fixHref;
  return (
    <div className={styles.page} data-testid="renewal" data-mode={mode}>
      <header className={stepper.header}>
        <a className={stepper.back} href={listHref} aria-label={t('toList')}>
          <span aria-hidden="true">←</span>
        </a>
        <div className={stepper.headerText}>
          <p className={stepper.formTitle}>{titles(mode)}</p>
          <p className={stepper.progressText}>{t('subtitle')}</p>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={stepper.stepTitle}>{titles(mode)}</h1>
        <p className={styles.intro}>{t(`intro.${mode}`)}</p>
        <section className={styles.offer} aria-labelledby="renewal-offer">
          <p id="renewal-offer" className={styles.offerTitle}>
            {offer.title}
          </p>
          <p className={styles.muted}>{[offer.company, offer.city].filter(Boolean).join(' · ')}</p>
          {status ? (
            <p className={styles.status} data-testid="renewal-status">
              {status}
            </p>
          ) : null}
          <p className={styles.links}>
            <a href={offerHref} target="_blank" rel="noopener">
              {t('seeOffer')}
            </a>
            {editHref && !done ? <a href={editHref}>{t('changeContent')}</a> : null}
          </p>
        </section>
        <dl className={styles.facts} data-testid="renewal-facts">
          <div>
            <dt>{t('plan')}</dt>
            <dd>{payment.planName}</dd>
          </div>
          {payment.planPrice ? (
            <div>
              <dt>{t('price')}</dt>
              <dd data-testid="plan-price">
                {t('priceValue', { net: payment.planPrice, gross: payment.planGrossPrice })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t(`term.${mode}`)}</dt>
            <dd>{t('days', { count: view.durationDays })}</dd>
          </div>
          <div>
            <dt>{t(`newEnd.${mode}`)}</dt>
            <dd data-testid="renewal-new-end">{date(view.newExpiresAt)}</dd>
          </div>
        </dl>
        {!view.allowed ? (
          <p className={formStyles.warning} role="status">
            {t(`notAllowed.${mode}`)}
          </p>
        ) : fixHref ? (
          <div className={formStyles.warning} role="status">
            <p className={styles.warningText}>{t('needsFix')}</p>
            <a className={buttons.primary} href={fixHref}>
              {t('fix')}
            </a>
          </div>
        ) : null}
        {ready && !done ? (
          <section className={styles.block} aria-labelledby="renewal-pay">
            <h2 id="renewal-pay" className={formStyles.sectionTitle}>
              {t('payTitle')}
            </h2>
            <PaymentStep
              planKey={planKey}
              info={payment}
              ensureDraft={async () => draft}
              termsHref={termsHref}
              onDone={() => undefined}
              showPlan={false}
              codeHint={false}
            />
          </section>
        ) : null}
        {ready ? (
          <section className={styles.block} aria-labelledby="renewal-code">
            <h2 id="renewal-code" className={formStyles.sectionTitle}>
              {done ? t('doneTitle') : t('codeTitle')}
            </h2>
            <PublishStep
              draft={draft}
              ensureDraft={async () => draft}
              kind={mode}
              listHref={listHref}
              onDone={() => setDone(true)}
            />
          </section>
        ) : null}
      </main>
    </div>
  );
}
