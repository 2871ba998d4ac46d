import 'server-only';
import type { ScheduledJob } from '@/lib/scheduler/scheduler';
import { getEnv } from '@/lib/env';
import { deliverEmbeddedNotifications } from './providers/embedded';

const EVERY_MS = 5_000;

/**
 * The embedded provider's sender: its notifications leave from an outbox, as a real provider's would,
 * never inline with the click on the payment page. Runs only while the embedded provider is active.
 */
export const embeddedNotificationsJob: ScheduledJob = {
  name: 'payments-embedded-notify',
  intervalMs: 2_000,
  slotOf: (now) =>
    getEnv().PAYMENT_PROVIDER === 'embedded'
      ? new Date(Math.floor(now.getTime() / EVERY_MS) * EVERY_MS).toISOString()
      : null,
  staleAfterMs: 60_000,
  retryFailedAfterMs: 10_000,
  run: async (db, _slot, now) => ({ ...(await deliverEmbeddedNotifications(db, undefined, { now })) }),
};
