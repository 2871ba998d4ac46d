import 'server-only';
import { inArray } from 'drizzle-orm';
import { listCompanyAudit } from '@/lib/audit';
import { rightCovers, type EmployerCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';

/** Who reads the company's audit log. */
export const AUDIT_LOG_RIGHT = 'owner' as const;

/**
 * A page of the active company's audit log (owners only), newest first, `before` an entry id, with the name of
 * whoever made each change (null for the system or a removed account).
 */
export async function companyAuditPage(
  db: Db,
  caller: EmployerCaller,
  { limit, before }: { limit: number; before?: number },
) {
  if (!rightCovers(caller.right, AUDIT_LOG_RIGHT)) throw new AppError('FORBIDDEN', 'identity.forbidden');
  const rows = await listCompanyAudit(db, caller.tenantId, caller.companyId, { limit, before });
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, actorIds))
    : [];
  const names = new Map(actors.map((a) => [a.id, a.name]));
  return rows.map((row) => ({ ...row, actorName: row.actorId ? (names.get(row.actorId) ?? null) : null }));
}
