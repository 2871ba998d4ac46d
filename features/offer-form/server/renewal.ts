import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { offers, type OfferStatus } from '@/lib/db/schema';
import type { RenewalView } from '../renewal';
import type { DraftRow } from './drafts';
import { draftShape } from './draft-content';
import { findPlan } from './plans';

const DAY = 86_400_000;

const ALLOWED: Record<RenewalView['mode'], OfferStatus[]> = {
  extend: ['published', 'expired'],
  refresh: ['expired', 'finished'],
};

/**
 * The offer an extend or refresh draft renews, its plan's term and the end date it will get: an extension
 * adds the offer's duration to its end (or to now, once it has ended), as the offer writer does; a
 * re-publication starts a new term of the plan's duration now. Null when the draft holds no such offer.
 */
export async function loadRenewal(db: DbOrTx, draft: DraftRow, now = new Date()): Promise<RenewalView | null> {
  if (draft.mode !== 'extend' && draft.mode !== 'refresh') return null;
  const offerId = draft.offerId ?? draft.sourceOfferId;
  if (!offerId) return null;
  const [offer] = await db
    .select({
      title: offers.title,
      company: offers.companyName,
      slug: offers.slug,
      status: offers.status,
      expiresAt: offers.expiresAt,
      finishedAt: offers.finishedAt,
      limits: offers.limits,
    })
    .from(offers)
    .where(eq(offers.id, offerId));
  if (!offer || offer.status === 'deleted') return null;
  const plan = await findPlan(db, draft.tenantId, draft.planKey);
  const durationDays =
    draft.mode === 'extend'
      ? offer.limits.durationInDays
      : (plan?.limits.durationInDays ?? offer.limits.durationInDays);
  const from =
    draft.mode === 'extend' && offer.expiresAt && offer.expiresAt > now ? offer.expiresAt.getTime() : now.getTime();
  const shape = draftShape(draft);
  return {
    mode: draft.mode,
    offer: {
      // A re-publication publishes the draft's content: its title and place, as the form would show them.
      title: draft.mode === 'refresh' ? shape.title || offer.title : offer.title,
      company: draft.mode === 'refresh' ? shape.hiringCompany.name || offer.company : offer.company,
      city: shape.locations[0]?.city || null,
      slug: offer.slug,
      status: offer.status,
      expiresAt: offer.expiresAt?.toISOString() ?? null,
      finishedAt: offer.finishedAt?.toISOString() ?? null,
    },
    durationDays,
    newExpiresAt: new Date(from + durationDays * DAY).toISOString(),
    allowed: ALLOWED[draft.mode].includes(offer.status),
  };
}
