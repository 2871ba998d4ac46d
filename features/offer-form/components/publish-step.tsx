'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useErrorText } from '@/components/form';
import buttons from '@/components/ui/buttons.module.css';
import form from '@/components/ui/form.module.css';
import { invoiceIssues, type PaymentInvoiceField } from '@/features/payments/invoice-check';
import { promoCodeSchema } from '../schema';
import { publishWithCode, requestPayment, verifyCode, type DraftRef } from '../api/form-api';
import type { InvoiceFields, OfferFormOptions } from './form-options';
import styles from './offer-form.module.css';

/** What the payment step shows and starts from: the plan's name and prices, the company's invoice data. */
export type PaymentInfo = Pick<
  OfferFormOptions,
  'planName' | 'planPrice' | 'planGrossPrice' | 'invoice' | 'invoiceOnFile'
>;

/** What a code does: publish a new ad, publish an ended one again, or extend a published one. */
export type PublishKind = 'publish' | 'refresh' | 'extend';

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
 * the regulations; "pay" checks the invoice data here, saves the draft and sends one payment request for
 * it (the server checks it all again and only then makes the draft the offer waiting for payment), then
 * sends the browser to the provider. Publishing with a code is the next step.
 */
export function PaymentStep({
  planKey,
  info: options,
  ensureDraft,
  termsHref,
  onDone,
  onRefused,
  showPlan = true,
  codeHint = true,
}: {
  /** The plan paid for (the draft's). */
  planKey: string;
  info: PaymentInfo;
  /** Saves the form into its draft (creating it when needed), then answers the offer to pay for. */
  ensureDraft: () => Promise<DraftRef | null>;
  termsHref: string;
  /** Called once the payment is started (the draft became the offer waiting for it): nothing is saved into it any more. */
  onDone: () => void;
  /** Called when the payment request was refused (the draft stays a draft): saving goes on. */
  onRefused?: () => void;
  /** Whether to name the plan and its price here (a summary that shows them already does not). */
  showPlan?: boolean;
  /** Whether to point at the next step for a code (the form's payment step; a summary shows the code beside it). */
  codeHint?: boolean;
}) {
  const t = useTranslations('offerFormUi.payment');
  const errorText = useErrorText();
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
    // The invoice data is checked here first, with the same rules the server applies: a wrong NIP is
    // corrected on this step and nothing is sent (nor converted) until it is right.
    const request = Object.fromEntries(INVOICE_FIELDS.map((f) => [`invoice_${f}`, invoice[f].trim()])) as Record<
      PaymentInvoiceField,
      string
    >;
    const issues = invoiceIssues(request).filter(
      // Fields left empty are taken from the company's invoice data on file by the server.
      (i) => !(options.invoiceOnFile && request[i.field] === ''),
    );
    const local: Record<string, string> = Object.fromEntries(issues.map((i) => [i.field, errorText(i.issue)!]));
    if (!regulations) local.accepted_regulations = t('regulationsRequired');
    if (Object.keys(local).length) {
      setFieldErrors(local);
      return;
    }
    setBusy(true);
    const draft = await ensureDraft();
    if (!draft) {
      setBusy(false);
      setError(t('needsValidForm'));
      return;
    }
    // One request: the server checks everything, and only then does the draft become the offer to pay for.
    const answer = await requestPayment(
      {
        ...request,
        offer_type: planKey,
        draft_id: draft.id,
        ...(draft.token ? { token: draft.token } : {}),
        newsletter,
        accepted_regulations: true,
      },
      t('failed'),
    );
    if (!answer.ok) {
      onRefused?.();
      setBusy(false);
      setFieldErrors(Object.fromEntries(answer.error.fields.map((f) => [f.field, f.message])));
      setError(answer.error.message);
      return;
    }
    onDone();
    window.location.assign(answer.data.payment_request_url);
  };

  return (
    <section className={styles.section} data-testid="step-payment">
      {showPlan ? (
        <h2 className={styles.sectionTitle}>
          {t('intro')}: {options.planName}
        </h2>
      ) : null}
      {showPlan && options.planPrice ? (
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
      {codeHint ? <p className={form.hint}>{t('orCode')}</p> : null}
    </section>
  );
}

/**
 * Publishing with a code: the code is verified first, then it publishes the draft, publishes the ended offer
 * again or extends it, and says so with the offer's new end date.
 */
export function PublishStep({
  draft,
  ensureDraft,
  startPublishing = ensureDraft,
  kind,
  listHref,
  onDone,
  onRefused,
}: {
  draft: DraftRef | null;
  /** Saves the form into its draft (creating it when needed) and answers it. */
  ensureDraft: () => Promise<DraftRef | null>;
  /** As `ensureDraft`, once no other save may start or still be under way (the draft is about to be published). */
  startPublishing?: () => Promise<DraftRef | null>;
  kind: PublishKind;
  listHref: string;
  /** Called once the draft became the offer: nothing is saved into it any more. */
  onDone: () => void;
  /** Called when publishing was refused (the draft stays a draft): saving goes on. */
  onRefused?: () => void;
}) {
  const t = useTranslations('offerFormUi.publish');
  const errors = useTranslations('offerForm.errors');
  const format = useFormatter();
  const id = useId();
  const extend = kind === 'extend';
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'verifying' | 'verified' | 'publishing' | 'published'>('idle');
  const [until, setUntil] = useState<string | null>(null);
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
    const target = await startPublishing();
    if (!target) {
      setState('verified');
      setError(t('needsDraft'));
      return;
    }
    const answer = await publishWithCode(target, code.trim(), extend, t('failed'));
    if (answer.ok) {
      onDone();
      setUntil(answer.data.expiresAt ?? null);
      setState('published');
    } else {
      onRefused?.();
      setState('verified');
      setError(answer.error.fields[0]?.message ?? answer.error.message);
    }
  };
  if (state === 'published') {
    const date = until ? format.dateTime(new Date(until), { dateStyle: 'long' }) : null;
    return (
      <section className={styles.section} data-testid="published" data-kind={kind}>
        <p className={styles.success} role="status">
          {date ? t(`done.${kind}`, { date }) : t('published')}
        </p>
        <a className={buttons.primary} href={listHref}>
          {t('toList')}
        </a>
      </section>
    );
  }
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
          {extend ? t('extend') : kind === 'refresh' ? t('publishAgain') : t('publish')}
        </button>
      </div>
    </section>
  );
}
