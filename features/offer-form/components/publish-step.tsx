'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import { promoCodeSchema } from '../schema';
import { publishWithCode, verifyCode, type DraftRef } from './form-api';
import { useFormOptions } from './form-options';
import styles from './offer-form.module.css';

/** The payment step's place: the plan and its price; the payments engineer fills in the online payment. */
export function PaymentStep() {
  const t = useTranslations('offerFormUi.payment');
  const options = useFormOptions();
  return (
    <section className={styles.section} data-testid="step-payment">
      <h2 className={styles.sectionTitle}>
        {t('intro')}: {options.planName}
      </h2>
      {options.planPrice ? <p className={form.label}>{t('price', { price: options.planPrice })}</p> : null}
      <p className={styles.notice}>{t('soon')}</p>
    </section>
  );
}

/** Publishing with a code: the code is verified first, then it publishes (or extends) the draft. */
export function PublishStep({
  draft,
  ensureDraft,
  extend,
  listHref,
}: {
  draft: DraftRef | null;
  /** Saves the form into its draft (creating it when needed) and answers it. */
  ensureDraft: () => Promise<DraftRef | null>;
  extend: boolean;
  listHref: string;
}) {
  const t = useTranslations('offerFormUi.publish');
  const errors = useTranslations('offerForm.errors');
  const id = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'verifying' | 'verified' | 'publishing' | 'published'>('idle');
  const [error, setError] = useState<string | null>(null);
  const verify = async () => {
    setError(null);
    if (!promoCodeSchema.safeParse(code).success) {
      setError(errors('codeIncorrect'));
      return;
    }
    setState('verifying');
    const target = draft ?? (await ensureDraft());
    if (!target) {
      setState('idle');
      setError(t('needsDraft'));
      return;
    }
    const answer = await verifyCode(target, code.trim(), extend, t('failed'));
    if (answer.ok) setState('verified');
    else {
      setState('idle');
      setError(answer.error.message);
    }
  };
  const publish = async () => {
    setState('publishing');
    setError(null);
    const target = await ensureDraft();
    if (!target) {
      setState('verified');
      setError(t('needsDraft'));
      return;
    }
    const answer = await publishWithCode(target, code.trim(), extend, t('failed'));
    if (answer.ok) setState('published');
    else {
      setState('verified');
      setError(answer.error.fields[0]?.message ?? answer.error.message);
    }
  };
  if (state === 'published')
    return (
      <section className={styles.section} data-testid="published">
        <p className={styles.success} role="status">
          {t('published')}
        </p>
        <a className={buttons.primary} href={listHref}>
          {t('toList')}
        </a>
      </section>
    );
  return (
    <section className={styles.section} data-testid="step-publish">
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          {t('code')}
        </label>
        <div className={styles.rowActions}>
          <input
            id={id}
            className={form.input}
            style={{ maxWidth: 320 }}
            value={code}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="promo-code"
            onChange={(e) => {
              setCode(e.target.value);
              if (state === 'verified') setState('idle');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void verify();
              }
            }}
          />
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => void verify()}
            disabled={state === 'verifying' || state === 'publishing'}
            data-testid="verify-code"
          >
            {t('verify')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={form.error} role="alert">
            {error}
          </p>
        ) : null}
        {state === 'verified' || state === 'publishing' ? (
          <p className={form.hint} role="status">
            {t('verified')}
          </p>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={state !== 'verified'}
          onClick={() => void publish()}
          data-testid="publish"
        >
          {extend ? t('extend') : t('publish')}
        </button>
      </div>
    </section>
  );
}
