import 'server-only';
import type { ScheduledJob } from '@/lib/scheduler/scheduler';
import { deliverWebhooks, pruneWebhookDeliveries } from './sender';

const slotEvery = (ms: number) => (now: Date) => new Date(Math.floor(now.getTime() / ms) * ms).toISOString();

/** Sends the due webhook deliveries every 10 seconds (one instance per slot) and, once an hour, drops month-old ones. */
export const webhookSendJob: ScheduledJob = {
  name: 'webhooks-send',
  intervalMs: 5_000,
  slotOf: slotEvery(10_000),
  staleAfterMs: 20 * 60_000,
  retryFailedAfterMs: 10_000,
  run: async (db, slot, now) => ({
    ...(await deliverWebhooks(db, { now })),
    // Once an hour (the slot at the full hour) the log drops what is older than a month.
    ...(slot.slice(14) === '00:00.000Z' ? { pruned: await pruneWebhookDeliveries(db, now) } : {}),
  }),
};
