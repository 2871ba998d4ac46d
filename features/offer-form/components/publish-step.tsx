'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import { promoCodeSchema } from '../schema';
import { offerForPayment, publishWithCode, requestPayment, verifyCode, type DraftRef } from './form-api';
import { useFormOptions, type InvoiceFields } from './form-options';
import styles from './offer-form.module.css';

const INVOICE_FIELDS = ['company_name', 'tax_id', 'street', 'number', 'postal_code', 'city', 'country'] as const;
const AUTOCOMPLETE: Record<(typeof INVOICE_FIELDS)[number], string> = {
  company_name: 'organization',
  tax_id: 'off',
  street: 'address-line1',
  number: 'address-line2',
  postal_code: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
};

/**
 * Online payment (spec: payment request): the invoice data (the company's, when on file), newsletter and
 * the regulations; "pay" saves the draft, makes it the offer waiting for payment and sends the browser to
 * the provider. Publishing with a code is the next step.
 */
export function PaymentStep({
  ensureDraft,
  termsHref,
  onDone,
}: {
  /** Saves the form into its draft (creating it when needed), then answers the offer to pay for. */
  ensureDraft: () => Promise<DraftRef | null>;
  termsHref: string;
  /** Called once the draft became the offer waiting for payment: nothing is saved into it any more. */
  onDone: () => void;
}) {
  const t = useTranslations('offerFormUi.payment');
  const options = useFormOptions();
  const id = useId();
  const [invoice, setInvoice] = useState<InvoiceFields>(options.invoice);
  const [newsletter, setNewsletter] = useState(false);
  const [regulations, setRegulations] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const pay = async () => {
    setError(null);
    setFieldErrors({});
    if (!regulations) {
      setFieldErrors({ accepted_regulations: t('regulationsRequired') });
      return;
    }
    setBusy(true);
    const draft = await ensureDraft();
    const offer = draft ? await offerForPayment(draft, t('failed')) : null;
    if (offer?.ok) onDone();
    if (!offer?.ok) {
      setBusy(false);
      setError(offer ? (offer.error.fields[0]?.message ?? offer.error.message) : t('needsValidForm'));
      return;
    }
    const answer = await requestPayment(
      {
        ...Object.fromEntries(INVOICE_FIELDS.map((f) => [`invoice_${f}`, invoice[f].trim()])),
        offer_type: offer.data.offer_type,
        offer_id: offer.data.offer_id,
        extend: offer.data.extend,
        newsletter,
        accepted_regulations: true,
      },
      t('failed'),
    );
    if (!answer.ok) {
      setBusy(false);
      setFieldErrors(Object.fromEntries(answer.error.fields.map((f) => [f.field, f.message])));
      setError(answer.error.message);
      return;
    }
    window.location.assign(answer.data.payment_request_url);
  };

  return (
    <section className={styles.section} data-testid="step-payment">
      <h2 className={styles.sectionTitle}>
        {t('intro')}: {options.planName}
      </h2>
      {options.planPrice ? (
        <p className={form.label} data-testid="plan-price">
          {t('priceWithTax', { net: options.planPrice, gross: options.planGrossPrice })}
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.sectionTitle}>{t('invoiceTitle')}</legend>
        {options.invoiceOnFile ? <p className={form.hint}>{t('invoiceOnFile')}</p> : null}
        <div className={styles.grid}>
          {INVOICE_FIELDS.map((field) => {
            const message = fieldErrors[`invoice_${field}`];
            return (
              <div key={field} className={form.field}>
                <label htmlFor={`${id}-${field}`} className={form.label}>
                  {t(`invoice.${field}`)}
                </label>
                <input
                  id={`${id}-${field}`}
                  className={form.input}
                  value={invoice[field]}
                  autoComplete={AUTOCOMPLETE[field]}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-${field}-error` : undefined}
                  data-testid={`invoice-${field}`}
                  onChange={(e) => setInvoice((v) => ({ ...v, [field]: e.target.value }))}
                />
                {message ? (
                  <p id={`${id}-${field}-error`} className={form.error} role="alert">
                    {message}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <label className={form.check}>
        <input type="checkbox" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
        <span>{t('newsletter')}</span>
      </label>
      <label className={form.check}>
        <input
          type="checkbox"
          checked={regulations}
          aria-invalid={fieldErrors.accepted_regulations ? true : undefined}
          data-testid="accept-regulations"
          onChange={(e) => setRegulations(e.target.checked)}
        />
        <span>
          {t.rich('regulations', {
            terms: (chunks) => (
              <a href={termsHref} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {fieldErrors.accepted_regulations ? (
        <p className={form.error} role="alert">
          {fieldErrors.accepted_regulations}
        </p>
      ) : null}
      {error ? (
        <p className={form.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.rowActions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={busy}
          onClick={() => void pay()}
          data-testid="pay-online"
        >
          {busy ? t('redirecting') : t('pay', { price: options.planGrossPrice })}
        </button>
      </div>
      <p className={form.hint}>{t('orCode')}</p>
    </section>
  );
}

/** Publishing with a code: the code is verified first, then it publishes (or extends) the draft. */
export function PublishStep({
  draft,
  ensureDraft,
  extend,
  listHref,
  onDone,
}: {
  draft: DraftRef | null;
  /** Saves the form into its draft (creating it when needed) and answers it. */
  ensureDraft: () => Promise<DraftRef | null>;
  extend: boolean;
  listHref: string;
  /** Called once the draft became the offer: nothing is saved into it any more. */
  onDone: () => void;
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
    if (answer.ok) {
      onDone();
      setState('published');
    } else {
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
