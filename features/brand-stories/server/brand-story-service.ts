import { and, asc, count, eq, sql } from 'drizzle-orm';
import { offerFilterQuerySchema } from '@/features/offers/schemas';
import { offerConditions } from '@/features/offers/server/public';
import { cachedCount } from '@/features/offers/server/public';
import { findOfferCards } from '@/features/offers/server/public';
import { resolveFilters } from '@/features/offers/server/public';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { sanitizeStoredRichText } from '@/lib/html/sanitize';
import { brandStories, companies, offerListings, offers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';

const published = (tenantId: number) => and(eq(brandStories.tenantId, tenantId), eq(brandStories.status, 'published'));

/** GET /v2/user-panel/brand-stories/company/list: the board's published stories, with their listed offers (cached per generation). */
export function listBrandStories(db: Db, tenant: Tenant, page: number, perPage: number) {
  return cachedCount(tenant.id, 'brand-stories', `${page}|${perPage}`, () =>
    listBrandStoriesUncached(db, tenant, page, perPage),
  );
}

async function listBrandStoriesUncached(db: Db, tenant: Tenant, page: number, perPage: number) {
  const listed = offerConditions(await resolveFilters(db, tenant, offerFilterQuerySchema.parse({})));
  const offersCount =
    sql<number>`(select count(*) from ${offerListings} join ${offers} on ${offers.id} = ${offerListings.offerId} where ${offers.companyId} = ${brandStories.companyId} and ${listed})`.mapWith(
      Number,
    );
  const [rows, [{ n: totalItems } = { n: 0 }]] = await Promise.all([
    db
      .select({
        id: brandStories.id,
        slug: brandStories.slug,
        name: brandStories.name,
        type: brandStories.type,
        logoUrl: brandStories.logoUrl,
        coverPhotoUrl: brandStories.coverPhotoUrl,
        shortDescription: brandStories.shortDescription,
        companyName: companies.name,
        offersCount,
      })
      .from(brandStories)
      .innerJoin(companies, eq(companies.id, brandStories.companyId))
      .where(published(tenant.id))
      .orderBy(asc(brandStories.name), asc(brandStories.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(brandStories).where(published(tenant.id)),
  ]);
  const totalPages = Math.max(1, Math.ceil(totalItems / perPage));
  return { data: rows, meta: { page, perPage, totalItems, totalPages } };
}

/** GET /v2/user-panel/brand-stories/company/{slug}/short-info: what the offer page previews. */
export async function getBrandStoryShortInfo(db: Db, tenant: Tenant, slug: string) {
  const [row] = await db
    .select({ coverPhotoUrl: brandStories.coverPhotoUrl, shortDescription: brandStories.shortDescription })
    .from(brandStories)
    .where(and(published(tenant.id), eq(brandStories.slug, slug)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return row;
}

/** Most listed offers of a company shown on its story page. */
const STORY_OFFERS = 20;

/** A published story of the board with its company's listed offers (freshest first); null when unknown. */
export async function getBrandStoryPage(db: Db, tenant: Tenant, slug: string) {
  const [story] = await db
    .select({
      id: brandStories.id,
      companyId: brandStories.companyId,
      slug: brandStories.slug,
      name: brandStories.name,
      type: brandStories.type,
      logoUrl: brandStories.logoUrl,
      coverPhotoUrl: brandStories.coverPhotoUrl,
      shortDescription: brandStories.shortDescription,
      body: brandStories.body,
      technologies: brandStories.technologies,
      gallery: brandStories.gallery,
      companyName: companies.name,
      websiteUrl: companies.websiteUrl,
      size: companies.size,
      updatedAt: brandStories.updatedAt,
    })
    .from(brandStories)
    .innerJoin(companies, eq(companies.id, brandStories.companyId))
    .where(and(published(tenant.id), eq(brandStories.slug, slug)))
    .limit(1);
  if (!story) return null;
  const listed = offerConditions(await resolveFilters(db, tenant, offerFilterQuerySchema.parse({})));
  const rows = await db
    .select({ id: offerListings.offerId })
    .from(offerListings)
    .innerJoin(offers, eq(offers.id, offerListings.offerId))
    .where(and(listed, eq(offers.companyId, story.companyId)))
    .orderBy(sql`${offerListings.refreshedAt} desc`, sql`${offerListings.offerId} desc`)
    .limit(STORY_OFFERS);
  const ids = rows.map((r) => r.id);
  // Sanitised on write too; read again because rows may predate the allow-list (cached per body).
  return { story: { ...story, body: sanitizeStoredRichText(story.body) }, offers: await findOfferCards(db, ids) };
}
