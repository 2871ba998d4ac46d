'use client';

import { useEffect, useRef, useState } from 'react';
import { useCreatePayment } from '../api/create-payment';
import { usePaymentOutcome } from '../api/get-payment-status';
import styles from './payments.module.css';

export interface PaymentStatusTexts {
  pendingTitle: string;
  pendingBody: string;
  slowTitle: string;
  slowBody: string;
  checkAgain: string;
  successTitle: string;
  successBody: string;
  failureTitle: string;
  failureBody: string;
  cancelledTitle: string;
  cancelledBody: string;
  tryAgain: string;
  retryFailed: string;
  offers: string;
  billing: string;
}

interface Props {
  paymentId: number;
  initialStatus: string;
  texts: PaymentStatusTexts;
  /** The request that starts a new attempt for the same offer (failure's "try again"). */
  retryRequest: Record<string, unknown>;
  links: { offers: string; billing: string };
}

/**
 * The return page's body: polls GET /api/v1/payments/{id}/status (never the return URL's query) and maps
 * its answer as the spec says: pending/started → pending, paid/ok → success, failed/error → failure; a
 * cancellation is told as one (nothing charged, the offer waits), with the same "try again".
 */
export function PaymentStatusPanel({ paymentId, initialStatus, texts, retryRequest, links }: Props) {
  const { outcome, isSlow: slow, checkAgain } = usePaymentOutcome(paymentId, initialStatus);
  const retry = useCreatePayment();
  const [retryError, setRetryError] = useState(false);
  const retryKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome !== 'pending') heading.current?.focus();
  }, [outcome]);

  const tryAgain = () => {
    setRetryError(false);
    // One key per click session: a double click on "try again" makes one new payment.
    retryKey.current ??= `retry-${paymentId}-${crypto.randomUUID()}`;
    retry.mutate(
      { request: retryRequest, idempotencyKey: retryKey.current },
      {
        onSuccess: (body) => {
          if (body.payment_request_url) window.location.assign(body.payment_request_url);
          else failed();
        },
        onError: failed,
      },
    );
  };
  function failed() {
    retryKey.current = null;
    setRetryError(true);
  }

  const view =
    outcome === 'success'
      ? { icon: styles.iconSuccess, mark: '✓', title: texts.successTitle, body: texts.successBody }
      : outcome === 'failure'
        ? { icon: styles.iconFailure, mark: '!', title: texts.failureTitle, body: texts.failureBody }
        : outcome === 'cancelled'
          ? { icon: styles.iconFailure, mark: '×', title: texts.cancelledTitle, body: texts.cancelledBody }
          : slow
            ? { icon: styles.iconPending, mark: '', title: texts.slowTitle, body: texts.slowBody }
            : { icon: styles.iconPending, mark: '', title: texts.pendingTitle, body: texts.pendingBody };

  return (
    <section className={styles.card} aria-live="polite" data-testid="payment-status" data-outcome={outcome}>
      <div className={styles.status}>
        <span className={view.icon} aria-hidden="true">
          {view.mark}
        </span>
        <div>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {view.title}
          </h1>
          <p>{view.body}</p>
        </div>
      </div>
      <div className={styles.actions}>
        {(outcome === 'failure' || outcome === 'cancelled') && (
          <button
            type="button"
            className={styles.primary}
            onClick={tryAgain}
            disabled={retry.isPending || (retry.isSuccess && !retryError)}
          >
            {texts.tryAgain}
          </button>
        )}
        {outcome === 'pending' && slow && (
          <button type="button" className={styles.primary} onClick={checkAgain}>
            {texts.checkAgain}
          </button>
        )}
        <a className={outcome === 'success' ? styles.primary : styles.secondary} href={links.offers}>
          {texts.offers}
        </a>
        <a className={styles.secondary} href={links.billing}>
          {texts.billing}
        </a>
      </div>
      {retryError && (
        <p className={styles.error} role="alert">
          {texts.retryFailed}
        </p>
      )}
    </section>
  );
}
