import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { candidateDocuments, companyMembers, users } from '@/lib/db/schema';

/** The newest CV a candidate keeps in the profile. */
export async function findLatestCv(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(candidateDocuments)
    .where(and(eq(candidateDocuments.userId, userId), eq(candidateDocuments.type, 'cv')))
    .orderBy(candidateDocuments.createdAt)
    .limit(50);
  return rows.at(-1) ?? null;
}

export async function findCandidateDocument(db: DbOrTx, userId: string, documentId: number) {
  const [row] = await db
    .select()
    .from(candidateDocuments)
    .where(and(eq(candidateDocuments.id, documentId), eq(candidateDocuments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The e-mail of the company's owner, the last resort for where an application is sent. */
export async function findCompanyOwnerEmail(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.right, 'owner')))
    .limit(1);
  return row?.email ?? null;
}
