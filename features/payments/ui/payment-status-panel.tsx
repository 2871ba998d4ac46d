'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentOutcome, type PaymentOutcome } from '../status';
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

/** Waits between polls: quick at first, then slower; after them the page says it takes long. */
const BACKOFF_MS = [1000, 1500, 2000, 3000, 3000, 5000, 5000, 8000, 8000, 10_000, 10_000, 15_000];

/**
 * The return page's body: polls GET /api/v1/payments/{id}/status (never the return URL's query) and maps
 * its answer as the spec says: pending/started → pending, paid/ok → success, failed/error → failure; a
 * cancellation is told as one (nothing charged, the offer waits), with the same "try again".
 */
export function PaymentStatusPanel({ paymentId, initialStatus, texts, retryRequest, links }: Props) {
  const [outcome, setOutcome] = useState<PaymentOutcome>(paymentOutcome(initialStatus));
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState(false);
  const retryKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome !== 'pending') {
      heading.current?.focus();
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async (attempt: number) => {
      if (stopped) return;
      if (attempt >= BACKOFF_MS.length) {
        setSlow(true);
        return;
      }
      try {
        const res = await fetch(`/api/v1/payments/${paymentId}/status`, { cache: 'no-store' });
        if (res.ok) {
          const body = (await res.json()) as { data?: { status?: string } };
          const next = paymentOutcome(body.data?.status ?? 'pending');
          if (next !== 'pending' && !stopped) {
            setOutcome(next);
            return;
          }
        }
      } catch {
        // A network hiccup is one more pending answer.
      }
      timer = setTimeout(() => void poll(attempt + 1), BACKOFF_MS[attempt]);
    };
    timer = setTimeout(() => void poll(0), 500);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [outcome, paymentId, round]);

  const checkAgain = useCallback(() => {
    setSlow(false);
    setRound((r) => r + 1);
  }, []);

  const tryAgain = useCallback(async () => {
    setRetrying(true);
    setRetryError(false);
    // One key per click session: a double click on "try again" makes one new payment.
    retryKey.current ??= `retry-${paymentId}-${crypto.randomUUID()}`;
    try {
      const res = await fetch('/api/v1/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': retryKey.current },
        body: JSON.stringify(retryRequest),
      });
      const body = (await res.json()) as { payment_request_url?: string };
      if (res.ok && body.payment_request_url) {
        window.location.assign(body.payment_request_url);
        return;
      }
    } catch {
      // Shown below.
    }
    retryKey.current = null;
    setRetrying(false);
    setRetryError(true);
  }, [paymentId, retryRequest]);

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
          <button type="button" className={styles.primary} onClick={tryAgain} disabled={retrying}>
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
