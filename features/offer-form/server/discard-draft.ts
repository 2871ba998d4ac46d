import 'server-only';
import { draftNotFound } from './drafts';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { offerDrafts, type SavedDraft } from '@/lib/db/schema';
import { recordAudit } from '@/lib/audit';

/** What "exit without saving" did to a draft (`discardDraft`). */
export type DiscardOutcome = 'deleted' | 'restored' | 'unchanged';

/**
 * "Exit without saving": the autosaved changes are dropped. A draft holding no saved work (a new ad's draft
 * written only by the autosave, a duplicate never saved) is deleted; any other goes back to its last saved
 * state (`saved`: content, plan and step state). A draft that became an offer is left as it is (its token is
 * the way back to the offer's payment); a converted edit only has its content put back. The row is locked and read again, so a conversion or a save committing at the same moment is never undone
 * halfway; the form waits for its own saves in flight before asking (none can land after this).
 */
export async function discardDraft(db: Db, draftId: number, userId: string | null): Promise<DiscardOutcome> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(offerDrafts).where(eq(offerDrafts.id, draftId)).for('update');
    if (!draft) throw draftNotFound();
    if (draft.state === 'converted' && draft.mode !== 'edit') return 'unchanged';
    const saved = draft.saved as SavedDraft | null;
    if (!saved) {
      if (draft.offerId !== null || draft.mode === 'edit') return 'unchanged';
      await tx.delete(offerDrafts).where(eq(offerDrafts.id, draft.id));
      await recordAudit(tx, {
        tenantId: draft.tenantId,
        companyId: draft.companyId,
        actorId: userId,
        action: 'offer_draft.discarded',
        subjectType: 'offer_draft',
        subjectId: draft.id,
        details: { slug: draft.slug },
      });
      return 'deleted';
    }
    await tx
      .update(offerDrafts)
      .set({
        content: saved.content,
        planKey: saved.planKey,
        // A converted edit stays converted: only its content goes back.
        state: draft.state === 'converted' ? draft.state : saved.state,
        updatedAt: new Date(),
      })
      .where(eq(offerDrafts.id, draft.id));
    return 'restored';
  });
}
