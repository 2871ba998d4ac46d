import 'server-only';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { registerOfferTokenLookup } from '@/lib/auth/offer-token';
import { offerDrafts } from '@/lib/db/schema';

/**
 * Plugs the offer form into `lib/auth/offer-token.ts`: a `?token` resolves to the id of the
 * `offer_drafts` row that holds its hash (on this board, not expired). Callers with the
 * `offerToken` rule thus get `caller.offerId` = that DRAFT's id; the draft's `offer_id` is the
 * offer it became (see `offerIdOfDraft`). Imported for its effect by the draft service and at
 * start-up (instrumentation.ts).
 */
registerOfferTokenLookup(async (db, tenantId, tokenHash) => {
  const now = new Date();
  const [row] = await db
    .select({ id: offerDrafts.id })
    .from(offerDrafts)
    .where(
      and(
        eq(offerDrafts.tenantId, tenantId),
        eq(offerDrafts.tokenHash, tokenHash),
        or(isNull(offerDrafts.tokenExpiresAt), gt(offerDrafts.tokenExpiresAt, now)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
});

export {};
