// POST /api/dev/offers/{slug}/publish-now – development and e2e only: the offer counts as published now
// (a stand-in for an employer publishing a new offer, so an alert journey has something new to send).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { offerListings, offers } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { isLocalRequest } from '@/lib/http/client-address';
import { AppError } from '@/lib/http/errors';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute({ params: z.object({ slug: z.string().max(300) }) }, async ({ request, params, db }) => {
  const env = getEnv();
  // Like the mailbox: only ever for this machine (a loopback socket, no proxy in between).
  const isOff = env.NODE_ENV === 'production' && !env.ENABLE_DEV_MAILBOX;
  if (isOff || !isLocalRequest(request.headers)) throw new AppError('NOT_FOUND', 'notFound');
  const now = new Date();
  const [offer] = await db
    .update(offers)
    .set({ publishedAt: now })
    .where(eq(offers.slug, params.slug))
    .returning({ id: offers.id });
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');
  await db.update(offerListings).set({ publishedAt: now }).where(eq(offerListings.offerId, offer.id));
  return { id: offer.id, publishedAt: now.toISOString() };
});
