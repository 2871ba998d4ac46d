import { and, ne, sql } from 'drizzle-orm';
import type { Tenant } from '@/features/tenants/server/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerListings as L } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { offerFilterQuerySchema } from '../schemas';
import { findPublicOfferBySlug } from './offer-detail-queries';
import { findOfferCards } from './offer-cards';
import { offerConditions } from './offer-search-queries';
import { resolveFilters } from './offer-search-service';

export const LOOKALIKES_LIMIT = 8;

/**
 * GET /v2/user-panel/offer-lookalikes/{slug}: listed offers most like this one – same main
 * category, then most shared skills, same seniority, same workplace mode, freshest first. The
 * offer itself is never among them; an expired offer still has lookalikes (its page offers them).
 */
export async function findLookalikes(db: Db, tenant: Tenant, slug: string, limit = LOOKALIKES_LIMIT) {
  const offer = await findPublicOfferBySlug(db, tenant.id, slug);
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');
  const listed = offerConditions(await resolveFilters(db, tenant, offerFilterQuerySchema.parse({})));
  const skills = offer.skillIds.length
    ? sql`array[${sql.join(
        offer.skillIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : sql`array[]::int[]`;
  const shared = sql`(select count(*) from unnest(${L.skillIds}) as s(id) where s.id = any(${skills}))`;
  // Within the main category when it has other offers; the ranking below orders them.
  const sameCategory = offer.mainCategoryId === null ? sql`true` : sql`${L.mainCategoryId} = ${offer.mainCategoryId}`;
  const rows = await db
    .select({ id: L.offerId })
    .from(L)
    .where(and(listed, ne(L.offerId, offer.id)))
    .orderBy(
      sql`(${sameCategory}) desc`,
      sql`${shared} desc`,
      sql`(${L.seniority} = ${offer.seniority}) desc`,
      sql`(${L.workplaceType} = ${offer.workplaceType}) desc`,
      sql`${L.refreshedAt} desc`,
      sql`${L.offerId} desc`,
    )
    .limit(limit);
  const ids = rows.map((r) => r.id);
  return { data: await findOfferCards(db, ids) };
}
