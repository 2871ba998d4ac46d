// POST /api/dev/offers/{slug}/publish-now – development and e2e only: the offer counts as published now
// (a stand-in for an employer publishing a new offer, so an alert journey has something new to send).
import { z } from 'zod';
import { changeOfferState } from '@/features/offers/server/offer-writer/change-offer-state';
import { findOfferIdOnBoard } from '@/features/offers/server/offer-writer/find-offer-on-board';
import { getEnv } from '@/lib/env';
import { isLocalRequest } from '@/lib/http/client-address';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  { auth: 'public', params: z.object({ slug: z.string().max(300) }) },
  async ({ request, params, db, tenant }) => {
    const env = getEnv();
    // Like the mailbox: only ever for this machine (a loopback socket, no proxy in between).
    const isOff = env.NODE_ENV === 'production' && !env.ENABLE_DEV_MAILBOX;
    if (isOff || !isLocalRequest(request.headers)) throw new AppError('NOT_FOUND', 'notFound');
    // Only an offer shown on this board; the writer rewrites its search rows and bumps the boards.
    const id = await findOfferIdOnBoard(db, tenant.id, params.slug);
    if (id === null) throw new AppError('NOT_FOUND', 'notFound');
    const now = new Date();
    await changeOfferState(db, [id], 'publish', { now });
    return { id, publishedAt: now.toISOString() };
  },
);
