// POST /api/dev/jobs/{name}/run – runs a scheduled job now in a slot of its own (development and e2e only, like /dev/mailbox).
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import { isLocalRequest } from '@/lib/http/client-address';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';
import { SCHEDULED_JOBS } from '@/registry/scheduled-jobs';
import { runJobOnce } from '@/lib/scheduler/scheduler';

export const POST = withRoute(
  { auth: 'public', params: z.object({ name: z.string().max(100) }) },
  async ({ request, params, db }) => {
    const env = getEnv();
    // Like the mailbox: only ever for this machine (a loopback socket, no proxy in between).
    const isOff = env.NODE_ENV === 'production' && !env.ENABLE_DEV_MAILBOX;
    if (isOff || !isLocalRequest(request.headers)) throw new AppError('NOT_FOUND', 'notFound');
    const job = SCHEDULED_JOBS.find((j) => j.name === params.name);
    if (!job) throw new AppError('NOT_FOUND', 'notFound');
    const now = new Date();
    const outcome = await runJobOnce(db, { ...job, slotOf: () => `manual-${now.toISOString()}` }, now);
    if ('error' in outcome) throw new AppError('INTERNAL', outcome.error);
    return { job: job.name, ...outcome };
  },
);
