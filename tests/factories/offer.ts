import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories, cities, companies, skills } from '@/lib/db/schema';
import { createOffer, type OfferInput, type WriteOptions } from '@/features/offers/server/public';

let serial = 0;

/**
 * A valid published offer of a board for the offer writer, built from the board's own dictionaries
 * (its first company unless given, a leaf category, a city, two skills). Tests write offers only
 * through the writer, so the search row, the listings and the board generation are always right.
 */
export async function offerInputFor(
  db: Db,
  tenantId: number,
  overrides: Partial<OfferInput> = {},
): Promise<OfferInput> {
  serial += 1;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.id))
    .limit(1);
  const [leaf] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), isNotNull(categories.parentId)))
    .orderBy(asc(categories.id))
    .limit(1);
  const [city] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
  const skillRows = await db.select({ id: skills.id }).from(skills).orderBy(asc(skills.id)).limit(2);
  if (!company || !leaf || !city || skillRows.length < 2) throw new Error('offerInputFor needs a seeded board');
  const now = new Date();
  return {
    tenantId,
    companyId: company.id,
    planKey: 'pro',
    status: 'published',
    slug: `test-offer-${Date.now().toString(36)}-${serial}`,
    title: `Test Developer ${serial}`,
    body: '<p>An offer written by a test.</p>',
    experienceLevel: 'mid',
    workplaceType: 'remote',
    workingTime: 'full_time',
    categoryId: leaf.id,
    apply: { email: 'jobs@example.com' },
    informationClause: 'Administrator danych: Example.',
    contact: { name: 'Anna Nowak', email: 'hr@example.com' },
    limits: {
      maxLocationsCount: 3,
      bumpsUpCount: 1,
      bumpsUpEveryDays: 14,
      durationInDays: 30,
      seniority: [],
      categories: 1,
    },
    locations: [
      { cityId: city.id, city: 'Warszawa', street: 'Prosta 1', geoCoordinates: { latitude: 52.23, longitude: 21.01 } },
    ],
    requirements: [
      { skillId: skillRows[0]!.id, level: 3, required: true },
      { skillId: skillRows[1]!.id, level: 2, required: false },
    ],
    employmentTypes: [
      { type: 'b2b', currency: 'PLN', amountType: 'net', salary: { from: 15000, to: 20000, unit: 'month' } },
    ],
    languages: [{ code: 'en', level: 'b2' }],
    publishedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
    ...overrides,
  };
}

/** Writes a published offer through the writer and returns its id. */
export async function insertOffer(
  db: Db,
  tenantId: number,
  overrides: Partial<OfferInput> = {},
  options: WriteOptions = {},
): Promise<number> {
  return createOffer(db, await offerInputFor(db, tenantId, overrides), options);
}
