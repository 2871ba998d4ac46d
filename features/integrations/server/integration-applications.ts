import 'server-only';
import type { ApplicationListQuery } from '@/features/employer-applications/schemas';
import { listApplications } from '@/features/employer-applications/server/public';
import type { ApiKeyCaller } from '@/lib/auth/api-key';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The applications to a key's company's offers, as the panel's list gives them (the same filters, sorting and
 * pages), read from the same scoped base (`visibleApplications` in lib/auth/employer-scope.ts) with the key as
 * the scope. A key acts as the company as a whole: it reaches every offer, as an owner does; which keys exist,
 * and with `applications:read`, only owners and admins decide (decisions 0055, 0067).
 */
export function listIntegrationApplications(db: DbOrTx, caller: ApiKeyCaller, query: ApplicationListQuery) {
  return listApplications(db, caller, query);
}
