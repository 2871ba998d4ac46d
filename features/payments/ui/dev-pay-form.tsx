'use client';

import { useState, useSyncExternalStore } from 'react';
import { devPay, type DevPayInput } from '../api/dev-pay';
import styles from './payments.module.css';

type Action = DevPayInput['action'];

export interface DevPayTexts {
  pay: string;
  fail: string;
  cancel: string;
  payLoseRedirect: string;
  stayPending: string;
  options: string;
  delay: string;
  deliveries: string;
  outOfOrder: string;
  pendingSeconds: string;
  lostTitle: string;
  lostBody: string;
  decided: string;
  error: string;
  backToPanel: string;
}

const noSubscription = () => () => {};

/** The embedded provider's buttons: each decides the transaction once and queues its notifications. */
export function DevPayForm({ token, texts, panelHref }: { token: string; texts: DevPayTexts; panelHref: string }) {
  const [busy, setBusy] = useState(false);
  // The buttons act through script: until the page is hydrated they are off, so an early click is not lost.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [message, setMessage] = useState<{ title?: string; body: string; lost?: boolean } | null>(null);
  const [delaySeconds, setDelay] = useState(0);
  const [deliveries, setDeliveries] = useState(1);
  const [outOfOrder, setOutOfOrder] = useState(false);
  const [pendingSeconds, setPending] = useState(20);

  const act = async (action: Action) => {
    setBusy(true);
    setMessage(null);
    const answer = await devPay(token, { action, delaySeconds, deliveries, outOfOrder, pendingSeconds });
    if (answer.ok) {
      if (answer.data?.redirect_to) {
        window.location.assign(answer.data.redirect_to);
        return;
      }
      // The redirect is "lost": the buttons stay off (the transaction is decided), the way out is the panel.
      setMessage({ title: texts.lostTitle, body: texts.lostBody, lost: true });
      return;
    }
    setMessage({ body: answer.status === 409 ? texts.decided : texts.error });
    setBusy(false);
  };

  const button = (action: Action, label: string, primary = false) => (
    <button
      type="button"
      className={primary ? styles.primary : styles.secondary}
      disabled={busy || !hydrated}
      onClick={() => void act(action)}
      data-action={action}
    >
      {label}
    </button>
  );

  return (
    <>
      <fieldset className={styles.options}>
        <legend>{texts.options}</legend>
        <label className={styles.field}>
          {texts.delay}
          <input
            type="number"
            min={0}
            max={3600}
            value={delaySeconds}
            onChange={(e) => setDelay(Number(e.target.value) || 0)}
          />
        </label>
        <label className={styles.field}>
          {texts.deliveries}
          <input
            type="number"
            min={1}
            max={3}
            value={deliveries}
            onChange={(e) => setDeliveries(Math.min(3, Math.max(1, Number(e.target.value) || 1)))}
          />
        </label>
        <label className={styles.field}>
          {texts.pendingSeconds}
          <input
            type="number"
            min={1}
            max={3600}
            value={pendingSeconds}
            onChange={(e) => setPending(Math.max(1, Number(e.target.value) || 1))}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={outOfOrder} onChange={(e) => setOutOfOrder(e.target.checked)} />
          {texts.outOfOrder}
        </label>
      </fieldset>
      <div className={styles.actions}>
        {button('pay', texts.pay, true)}
        {button('fail', texts.fail)}
        {button('cancel', texts.cancel)}
        {button('payLoseRedirect', texts.payLoseRedirect)}
        {button('stayPending', texts.stayPending)}
      </div>
      {message && (
        <div role="status" className={styles.section} data-testid="dev-pay-message">
          {message.title && <h2>{message.title}</h2>}
          <p>{message.body}</p>
          {message.lost && (
            <p>
              <a className={styles.primary} href={panelHref} data-testid="dev-pay-back-to-panel">
                {texts.backToPanel}
              </a>
            </p>
          )}
        </div>
      )}
    </>
  );
}
