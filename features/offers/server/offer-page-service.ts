import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { categories, cities, companies, offerLocations, offers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { isNewOffer } from '../new-badge';
import { findLookalikes } from './lookalike-service';
import { getOfferBySlugOrThrow } from './offer-detail-service';

export type OfferDetail = Awaited<ReturnType<typeof getOfferBySlugOrThrow>>;

/** Everything the offer page renders: the public detail plus company, places, crumbs and lookalikes. */
export async function loadOfferPage(db: Db, tenant: Tenant, slug: string, locale: Locale, now = new Date()) {
  let detail: OfferDetail;
  try {
    detail = await getOfferBySlugOrThrow(db, tenant, slug);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const [[company], places, lookalikes, parent] = await Promise.all([
    db
      .select({
        name: companies.name,
        slug: companies.slug,
        size: companies.size,
        websiteUrl: companies.websiteUrl,
        logoKey: companies.logoKey,
        logoColor: companies.logoColor,
        logoInitials: companies.logoInitials,
      })
      .from(companies)
      .innerJoin(offers, eq(offers.companyId, companies.id))
      .where(eq(offers.id, detail.id)),
    db
      .select({
        city: offerLocations.city,
        street: offerLocations.street,
        countryCode: offerLocations.countryCode,
        latitude: offerLocations.latitude,
        longitude: offerLocations.longitude,
        citySlug: cities.slug,
        cityLabels: cities.labels,
      })
      .from(offerLocations)
      .leftJoin(cities, eq(cities.id, offerLocations.cityId))
      .where(eq(offerLocations.offerId, detail.id))
      .orderBy(asc(offerLocations.ordinal), asc(offerLocations.id)),
    findLookalikes(db, tenant, slug, 6).then((r) => r.data),
    detail.category?.parentId
      ? db
          .select({ slug: categories.seoSlug, labels: categories.labels })
          .from(categories)
          .where(and(eq(categories.tenantId, tenant.id), inArray(categories.id, [detail.category.parentId])))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  const main = places[0];
  const category = detail.category;
  const mainCategory = parent
    ? { slug: parent.slug, label: parent.labels[locale] }
    : category
      ? { slug: category.slug, label: category.label[locale] }
      : null;
  const subCategory = parent && category ? { slug: category.slug, label: category.label[locale] } : null;
  return {
    detail,
    isNew: isNewOffer({ publishedAt: detail.publishedAt, active: detail.isOfferActive }, now),
    company: company!,
    places,
    city: main?.citySlug && main.cityLabels ? { slug: main.citySlug, label: main.cityLabels[locale] } : null,
    mainCategory,
    subCategory,
    lookalikes,
  };
}

export type OfferPageData = NonNullable<Awaited<ReturnType<typeof loadOfferPage>>>;
