import 'server-only';
import { announceOfferBoards } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { offerError } from './errors';
import { convertDraft } from './convert-draft';
import { draftOfCompany, saveDraft } from './drafts';
import { initiateDraft } from './start-draft';
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
  // One transaction: a refused import (validation, a constraint, a crash) keeps nothing, not even the draft.
  const { offerId, draftId, boards } = await db.transaction(async (tx) => {
    const started = await initiateDraft(tx, tenant, {
      planKey: shape.planKey || 'pro',
      companyId: caller.companyId,
      userId: caller.userId,
    });
    const draft = await draftOfCompany(tx, caller, started.id);
    await saveDraft(tx, draft, shape, { summarise: true });
    const converted = await convertDraft(tx, draft.id, { status, userId: caller.userId });
    return { ...converted, draftId: draft.id };
  });
  await announceOfferBoards(boards);
  return { offerId, draftId };
}
