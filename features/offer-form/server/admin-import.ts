import 'server-only';
import { eq } from 'drizzle-orm';
import { offerDrafts } from '@/lib/db/schema';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { offerError } from './errors';
import { initiateDraft, materializeDraft, saveDraft, draftOfCompany } from './drafts';
import type { ParsedServerShape } from './shape-schema';

/**
 * Admin import mode (issue item 10): an admin imports an offer from JSON in the server shape for their
 * active company, through the same validation as the form. Allowed when the board's
 * `enableAdminImport` flag is on AND the signed-in employer's e-mail is listed in
 * `OFFER_IMPORT_ADMIN_EMAILS` (docs/decisions/0020-offer-form-server.md).
 */
export function mayImport(tenant: Tenant, caller: EmployerCaller): boolean {
  if (!tenant.config.flags.enableAdminImport) return false;
  const admins = getEnv()
    .OFFER_IMPORT_ADMIN_EMAILS.split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return admins.includes(caller.email.toLowerCase());
}

export async function importOffer(
  db: Db,
  tenant: Tenant,
  caller: EmployerCaller,
  shape: ParsedServerShape,
  status: 'published' | 'pending_payment',
): Promise<{ offerId: number; draftId: number }> {
  if (!mayImport(tenant, caller)) throw offerError('FORBIDDEN', 'importDisabled');
  const started = await initiateDraft(db, tenant, {
    planKey: shape.planKey || 'pro',
    companyId: caller.companyId,
    userId: caller.userId,
  });
  const draft = await draftOfCompany(db, tenant.id, caller.companyId, started.id);
  try {
    await saveDraft(db, draft, shape, { summarise: true });
    const offerId = await materializeDraft(db, draft.id, { status, userId: caller.userId });
    return { offerId, draftId: draft.id };
  } catch (error) {
    // A refused import keeps nothing.
    await db.delete(offerDrafts).where(eq(offerDrafts.id, draft.id));
    throw error;
  }
}
