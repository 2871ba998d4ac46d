import 'server-only';
import type { ApplicationListQuery } from '@/features/employer-applications/schemas';
import { listApplications } from '@/features/employer-applications/server/public';
import type { ApiKeyCaller } from '@/lib/auth/api-key';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The applications to a key's company's offers, as the panel's list gives them (the same filters, sorting and
 * pages). A key stands for the company as a whole: it reaches every offer, as an owner or admin does; which
 * keys exist, and with `applications:read`, only owners and admins decide (decision 0055).
 */
export function listIntegrationApplications(db: DbOrTx, caller: ApiKeyCaller, query: ApplicationListQuery) {
  return listApplications(db, { companyId: caller.companyId, userId: '', right: 'owner' }, query);
}
