import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import type { Db } from '@/lib/db/client';
import { offerDrafts } from '@/lib/db/schema';
import type { DraftRow } from './drafts';
import { offerError } from './errors';

/**
 * DELETE /v2/employer-panel/drafts/{id}: removes a draft that holds no offer (a new or duplicate one not yet
 * published). A draft that became an offer, or edits one, is a CONFLICT: its token is the way back to
 * that offer's payment, and the offer itself is deleted from the list. The condition is checked in the
 * delete itself, so a draft published at the same moment is never lost.
 */
export async function deleteDraft(db: Db, draft: DraftRow, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(offerDrafts)
      .where(and(eq(offerDrafts.id, draft.id), ne(offerDrafts.state, 'converted'), isNull(offerDrafts.offerId)))
      .returning({ id: offerDrafts.id });
    if (!gone) throw offerError('CONFLICT', 'draftHasOffer');
    await recordAudit(tx, {
      tenantId: draft.tenantId,
      companyId: draft.companyId,
      actorId: userId,
      action: 'offer_draft.deleted',
      subjectType: 'offer_draft',
      subjectId: draft.id,
      details: { slug: draft.slug, title: typeof draft.content.title === 'string' ? draft.content.title : '' },
    });
  });
}
