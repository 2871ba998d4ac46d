import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { promoCodeRedemptions, promoCodes } from '@/lib/db/schema';
import type { CompanyCodeView } from '../schemas';

/**
 * The company's promo codes: those issued to it, and the board-wide codes it has used, each with
 * its remaining uses. Another company's codes, and public codes it has never used, are not listed
 * (a code is a secret handed out to whoever it was given to).
 */
export async function listCompanyCodes(
  db: DbOrTx,
  tenantId: number,
  companyId: number,
  now = new Date(),
): Promise<CompanyCodeView[]> {
  const usedByCompany = sql<number>`(select count(*)::int from ${promoCodeRedemptions} r
    where r.code_id = ${promoCodes.id} and r.company_id = ${companyId})`;
  const rows = await db
    .select({
      code: promoCodes.code,
      kind: promoCodes.kind,
      planKey: promoCodes.planKey,
      maxUses: promoCodes.maxUses,
      uses: promoCodes.uses,
      validUntil: promoCodes.validUntil,
      companyId: promoCodes.companyId,
      usedByCompany,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.tenantId, tenantId),
        or(
          eq(promoCodes.companyId, companyId),
          exists(
            db
              .select({ one: sql`1` })
              .from(promoCodeRedemptions)
              .where(
                and(eq(promoCodeRedemptions.codeId, promoCodes.id), eq(promoCodeRedemptions.companyId, companyId)),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(promoCodes.createdAt), asc(promoCodes.id));
  return rows.map((r) => {
    const remainingUses = Math.max(0, r.maxUses - r.uses);
    const expired = r.validUntil !== null && r.validUntil <= now;
    return {
      code: r.code,
      kind: r.kind,
      planKey: r.planKey,
      maxUses: r.maxUses,
      uses: r.uses,
      remainingUses,
      usedByCompany: r.usedByCompany,
      validUntil: r.validUntil?.toISOString() ?? null,
      issuedToCompany: r.companyId === companyId,
      usable: remainingUses > 0 && !expired,
    };
  });
}
