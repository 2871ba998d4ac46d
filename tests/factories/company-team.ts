import { eq } from 'drizzle-orm';
import type { CompanyRight } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { companies, offers } from '@/lib/db/schema';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { createEmployer, insertCompany, type TestEmployer } from './employer';
import { insertOffer } from './offer';

/**
 * A company on a board with one signed-in member per named right (created in the order given), its recruiters
 * limited to their assigned offers when asked (decision 0031).
 */
export async function createCompanyTeam<Name extends string>(
  db: Db,
  board: Tenant,
  companyName: string,
  rights: Record<Name, CompanyRight>,
  { recruitersAssignedOnly = false }: { recruitersAssignedOnly?: boolean } = {},
): Promise<{ companyId: number; members: Record<Name, TestEmployer> }> {
  const companyId = await insertCompany(db, board.id, companyName);
  if (recruitersAssignedOnly)
    await db.update(companies).set({ recruitersAssignedOnly: true }).where(eq(companies.id, companyId));
  const members = {} as Record<Name, TestEmployer>;
  for (const [name, right] of Object.entries(rights) as [Name, CompanyRight][])
    members[name] = await createEmployer(db, board, [{ companyId, right }]);
  return { companyId, members };
}

/**
 * A published offer of the company written by `author`: a recruiter who writes an offer is assigned to it, an
 * owner's offer has nobody assigned (decision 0031). Answers its id and slug.
 */
export async function insertOfferBy(
  db: Db,
  tenantId: number,
  companyId: number,
  title: string,
  author: { userId: string },
): Promise<{ id: number; slug: string }> {
  const id = await insertOffer(db, tenantId, { companyId, title }, { userId: author.userId });
  const [row] = await db.select({ slug: offers.slug }).from(offers).where(eq(offers.id, id));
  return { id, slug: row!.slug };
}
