import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { offerListings as L } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { offerFilterQuerySchema } from '../schemas';
import { findPublicOfferBySlug } from './offer-detail-queries';
import { cachedCount } from './count-cache';
import { findOfferCards } from './offer-cards';
import { offerConditions } from './offer-search-queries';
import { resolveFilters } from './offer-search-service';

export const LOOKALIKES_LIMIT = 8;

/**
 * GET /v2/user-panel/offer-lookalikes/{slug}: listed offers most like this one – among the
 * freshest of its main category, most shared skills, same seniority, same workplace mode. The
 * offer itself is never among them; an expired offer still has lookalikes (its page offers them).
 */
export async function findLookalikes(db: Db, tenant: Tenant, slug: string, limit = LOOKALIKES_LIMIT) {
  const offer = await findPublicOfferBySlug(db, tenant.id, slug);
  if (!offer) throw new AppError('NOT_FOUND', 'notFound');
  // The same offers are asked for on every view of the page: kept per board generation.
  const ids = await cachedCount(tenant.id, 'lookalikes', `${offer.id}|${limit}`, async () => {
    const listed = offerConditions(await resolveFilters(db, tenant, offerFilterQuerySchema.parse({})));
    const ranked = await rankLookalikes(db, offer, listed, offer.mainCategoryId, limit);
    if (ranked.length >= limit || offer.mainCategoryId === null) return ranked;
    // A small category: the freshest offers of the board fill the rest.
    const more = await rankLookalikes(db, offer, listed, null, limit + ranked.length);
    return [...ranked, ...more.filter((id) => !ranked.includes(id))].slice(0, limit);
  });
  return { data: await findOfferCards(db, ids) };
}

/** How many of the freshest offers of the category are ranked (an index walk, not a scan of the board). */
const CANDIDATES = 400;

async function rankLookalikes(
  db: Db,
  offer: { id: number; skillIds: number[]; seniority: string; workplaceType: string },
  listed: SQL,
  mainCategoryId: number | null,
  limit: number,
): Promise<number[]> {
  const skills = offer.skillIds.length
    ? sql`array[${sql.join(
        offer.skillIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : sql`array[]::int[]`;
  const candidates = db
    .select({
      offerId: L.offerId,
      skillIds: L.skillIds,
      seniority: L.seniority,
      workplaceType: L.workplaceType,
      refreshedAt: L.refreshedAt,
    })
    .from(L)
    .where(
      and(listed, ne(L.offerId, offer.id), mainCategoryId === null ? undefined : eq(L.mainCategoryId, mainCategoryId)),
    )
    .orderBy(sql`${L.refreshedAt} desc nulls last`, sql`${L.offerId} desc nulls last`)
    .limit(CANDIDATES)
    .as('candidates');
  const rows = await db
    .select({ id: candidates.offerId })
    .from(candidates)
    .orderBy(
      sql`(select count(*) from unnest(${candidates.skillIds}) as s(id) where s.id = any(${skills})) desc`,
      sql`(${candidates.seniority} = ${offer.seniority}) desc`,
      sql`(${candidates.workplaceType} = ${offer.workplaceType}) desc`,
      sql`${candidates.refreshedAt} desc`,
      sql`${candidates.offerId} desc`,
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
