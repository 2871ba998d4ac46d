'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import page from '@/features/offers/components/details/offer-page.module.css';
import buttons from '@/components/ui/buttons.module.css';
import { OfferListCard } from '@/features/offers/components/offer-list-card';
import { formatAmount } from '@/lib/format';
import { completeness } from '../review/completeness';
import { reviewInputOf } from '../review/from-form';
import { checkGenderNeutralTitle } from '../review/gender-neutral-title';
import { postingFieldReport, previewJobPosting } from '../review/job-posting-preview';
import { checkPayTransparency } from '../review/pay-transparency';
import type { ReviewStep as StepKey } from '../review/review-input';
import { findWideSalaries } from '../review/salary-spread';
import type { OfferFormValues } from '../schema';
import { useFormOptions } from './form-options';
import { previewHtml } from './preview-html';
import styles from './review-step.module.css';
import formStyles from './offer-form.module.css';
import { skillIconId } from '@/lib/skill-icons';

/**
 * The summary: the ad as candidates will see it (the list card and the page's header and body), then
 * the checks a candidate and the law care about, each with a way to fix it.
 */
export function ReviewStep({
  values,
  goToStep,
  origin,
}: {
  /** The form's values (watched by the stepper, so a hidden pre-render of this step stays current). */
  values: OfferFormValues;
  goToStep: (step: StepKey) => void;
  origin: string;
}) {
  const t = useTranslations('offerFormUi.review');
  const locale = useLocale();
  const options = useFormOptions();
  const input = useMemo(() => reviewInputOf(values), [values]);
  const label = (list: { value: string; label: string }[], v: string) => list.find((o) => o.value === v)?.label ?? v;
  const logoUrl = useLogoUrl(values.companyLogo, options.companyLogoUrl);
  const salaryText = (() => {
    const paid = input.employmentTypes.find((e) => e.salary);
    if (!paid?.salary) return t('salaryNotDisclosed');
    return `${formatAmount(paid.salary.from ?? 0, locale)} – ${formatAmount(paid.salary.to ?? 0, locale)} ${paid.currency}`;
  })();
  // The checks and the JSON-LD sit below the ad: they render just after the step is shown, not in its frame.
  const checked = useDeferredValue<OfferFormValues | null>(values, null);
  const city = values.locations[0]?.city ?? null;
  const skills = values.requiredSkills.map((s) => s.name);
  const body = previewHtml(values.jobDescription);
  return (
    <div className={styles.review} data-testid="review">
      <p>{t('intro')}</p>
      <section className={styles.block} aria-labelledby="review-card">
        <h2 id="review-card" className={formStyles.sectionTitle}>
          {t('card')}
        </h2>
        <OfferListCard
          newLabel={t('new')}
          offer={{
            id: 0,
            href: '#review-details',
            title: values.jobPositionName,
            company: values.companyName,
            logo: logoUrl,
            place: city,
            salary: salaryText,
            tags: [label(options.workplaceTypes, values.workingPlace)].filter(Boolean),
            isNew: true,
            skills: skills.slice(0, 3),
            skillIcons: skills.slice(0, 3).map(skillIconId),
          }}
        />
      </section>
      <section className={styles.block} aria-labelledby="review-details-title" id="review-details">
        <h2 id="review-details-title" className={formStyles.sectionTitle}>
          {t('details')}
        </h2>
        <div className={styles.page}>
          <header className={page.card}>
            {logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local preview or our own logo route
              <img className={page.logo} src={logoUrl} alt="" width={72} height={72} />
            ) : null}
            <div className={page.cardText}>
              <div className={page.titleRow}>
                <p className={page.title}>{values.jobPositionName}</p>
                <span className={page.badge}>{t('new')}</span>
              </div>
              <p className={page.company}>{values.companyName}</p>
              <div className={page.meta}>
                {values.locations.map((l, i) => (
                  <span key={i} className={page.chip}>
                    {l.street ? `${l.city}, ${l.street}` : l.city}
                  </span>
                ))}
                {values.workingPlace ? (
                  <span className={page.chip}>{label(options.workplaceTypes, values.workingPlace)}</span>
                ) : null}
                {values.jobPositionExperience ? (
                  <span className={page.chip}>{label(options.seniorities, values.jobPositionExperience)}</span>
                ) : null}
              </div>
            </div>
          </header>
          <p className={styles.salary} data-testid="review-salary">
            {input.employmentTypes.map((e, i) => (
              <span key={i}>
                {e.salary
                  ? `${formatAmount(e.salary.from ?? 0, locale)} – ${formatAmount(e.salary.to ?? 0, locale)} ${e.currency}`
                  : t('salaryNotDisclosed')}{' '}
                · {label(options.employmentTypes, e.type)}
              </span>
            ))}
          </p>
          {skills.length ? (
            <p className={page.labels}>
              {[...values.requiredSkills, ...values.optionalSkills].map((s) => (
                <span key={s.name} className={page.chip}>
                  {s.name}
                </span>
              ))}
            </p>
          ) : null}
          <div className={page.body} dangerouslySetInnerHTML={{ __html: body }} data-testid="review-body" />
        </div>
      </section>
      {checked ? (
        <ReviewChecks values={checked} logoUrl={logoUrl} goToStep={goToStep} origin={origin} />
      ) : (
        <div className={styles.block} aria-busy="true" />
      )}
    </div>
  );
}

/** The logo to show: a chosen file's local preview (released when it changes), the stored logo, or the company's. */
function useLogoUrl(logo: OfferFormValues['companyLogo'], companyLogoUrl: string | null | undefined): string {
  const file = logo && typeof File !== 'undefined' && logo instanceof File ? logo : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  // The previous preview is released once replaced (not when the step is hidden: its image stays in the page).
  const shownPreview = useRef(preview);
  useEffect(() => {
    if (shownPreview.current && shownPreview.current !== preview) URL.revokeObjectURL(shownPreview.current);
    shownPreview.current = preview;
  }, [preview]);
  return preview ?? (logo as { url?: string } | null)?.url ?? companyLogoUrl ?? '';
}

/** The checks a candidate and the law care about, each with a way to fix it, and the JSON-LD the ad publishes. */
function ReviewChecks({
  values,
  logoUrl,
  goToStep,
  origin,
}: {
  values: OfferFormValues;
  logoUrl: string;
  goToStep: (step: StepKey) => void;
  origin: string;
}) {
  const t = useTranslations('offerFormUi.review');
  const options = useFormOptions();
  const { setValue } = useFormContext<OfferFormValues>();
  const input = useMemo(() => reviewInputOf(values), [values]);
  const label = (list: { value: string; label: string }[], v: string) => list.find((o) => o.value === v)?.label ?? v;
  const pay = checkPayTransparency(input);
  const gender = checkGenderNeutralTitle(values.jobPositionName);
  const wide = findWideSalaries(input);
  const posting = previewJobPosting(input, {
    now: new Date(),
    pageUrl: `${origin}/job-offer/…`,
    logoUrl: logoUrl ? new URL(logoUrl, origin).toString() : '',
    guid: '…',
    durationInDays: options.planDurationDays,
  });
  const fields = postingFieldReport(posting, input);
  const score = completeness(input);
  return (
    <>
      <section className={styles.block} aria-labelledby="review-checks">
        <h2 id="review-checks" className={formStyles.sectionTitle}>
          {t('checks')}
        </h2>
        {pay.status === 'ok' ? (
          <p className={formStyles.success}>{t('payOk')}</p>
        ) : (
          <div className={pay.legalDuty ? formStyles.danger : formStyles.warning} data-testid="check-pay">
            <p className={styles.checkText}>
              {pay.status === 'partial'
                ? t('payPartial', { types: pay.without.map((w) => label(options.employmentTypes, w)).join(', ') })
                : pay.legalDuty
                  ? t('payMissing')
                  : t('payMissingCivil')}
            </p>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => goToStep('salary')}
              data-testid="add-salary"
            >
              {t('addSalary')}
            </button>
          </div>
        )}
        {gender.flagged ? (
          <div className={formStyles.warning} data-testid="check-title">
            <p className={styles.checkText}>
              {t('titleFlagged', { title: values.jobPositionName, words: gender.words.map((w) => w.word).join(', ') })}
            </p>
            <div className={formStyles.rowActions}>
              {gender.suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={buttons.secondary}
                  onClick={() => setValue('jobPositionName', s, { shouldDirty: true, shouldValidate: true })}
                >
                  {t('useTitle', { title: s })}
                </button>
              ))}
            </div>
          </div>
        ) : values.jobPositionName ? (
          <p className={formStyles.success}>{t('titleOk')}</p>
        ) : null}
        {wide.map((w) => (
          <div key={w.type} className={formStyles.warning} data-testid="check-wide-salary">
            <p className={styles.checkText}>
              {t('wideSalary', { type: label(options.employmentTypes, w.type), ratio: w.ratio })}
            </p>
            <button type="button" className={buttons.secondary} onClick={() => goToStep('salary')}>
              {t('edit')}
            </button>
          </div>
        ))}
        <div className={styles.score} data-testid="completeness">
          <p className={styles.scoreValue}>{t('score', { score: score.score })}</p>
          <progress max={100} value={score.score} aria-label={t('score', { score: score.score })} />
          {score.missing.length ? (
            <>
              <p className={styles.checkText}>{t('raise')}</p>
              <ul className={styles.missing}>
                {score.missing.map((m) => (
                  <li key={m.item}>
                    <button type="button" className={styles.link} onClick={() => goToStep(m.step)}>
                      {t(`items.${m.item}`, { points: m.points })}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </section>
      <section className={styles.block} aria-labelledby="review-jsonld" data-testid="check-jsonld">
        <h2 id="review-jsonld" className={formStyles.sectionTitle}>
          {t('jsonLd')}
        </h2>
        <p className={styles.checkText}>{t('jsonLdIntro')}</p>
        <table className={styles.table}>
          <tbody>
            {fields.map((f) => (
              <tr key={f.key}>
                <th scope="row">
                  <code>{f.key}</code>
                </th>
                <td>{f.level === 'required' ? t('required') : t('recommended')}</td>
                <td className={f.present ? styles.ok : f.level === 'required' ? styles.bad : styles.meh}>
                  {f.present ? `✓ ${t('present')}` : `✗ ${t('missing')}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <details>
          <summary>{t('showJson')}</summary>
          <pre className={styles.json}>{JSON.stringify(posting, null, 2)}</pre>
        </details>
      </section>
    </>
  );
}
