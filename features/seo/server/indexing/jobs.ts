import 'server-only';
import type { ScheduledJob } from '@/lib/scheduler/scheduler';
import { enqueueIndexingNotifications } from './enqueue';
import { configuredIndexingClient, deliverIndexingNotifications, pruneIndexingNotifications } from './sender';

const slotEvery = (ms: number) => (now: Date) => new Date(Math.floor(now.getTime() / ms) * ms).toISOString();

/** Reads the offer revisions into indexing notifications, every 30 seconds (one instance per slot). */
export const indexingEnqueueJob: ScheduledJob = {
  name: 'indexing-enqueue',
  intervalMs: 10_000,
  slotOf: slotEvery(30_000),
  staleAfterMs: 5 * 60_000,
  retryFailedAfterMs: 30_000,
  run: async (db, _slot, now) => ({ ...(await enqueueIndexingNotifications(db, now)) }),
};

/** Sends (or, without credentials, records) the due notifications, every 30 seconds, and drops month-old ones. */
export const indexingSendJob: ScheduledJob = {
  name: 'indexing-send',
  intervalMs: 10_000,
  slotOf: slotEvery(30_000),
  staleAfterMs: 5 * 60_000,
  retryFailedAfterMs: 30_000,
  run: async (db, _slot, now) => ({
    ...(await deliverIndexingNotifications(db, configuredIndexingClient(), { now })),
    pruned: await pruneIndexingNotifications(db, now),
  }),
};
