import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { createOffer } from '@/features/offers/server/offer-writer/create-offers';
import type { OfferInput } from '@/features/offers/server/offer-writer/offer-input';
import type { NotificationSender } from '@/features/payments/server/providers/embedded';
import { listTenants, type Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { categories, cities, companies, skills } from '@/lib/db/schema';
import { POST as webhook } from '@/app/api/v1/payments/notifications/[provider]/route';
import { callRoute } from '@/tests/http';
import { insertCompany } from './employer';

/** Billing data with a valid NIP. */
export const BILLING = {
  companyName: 'Acme Software sp. z o.o.',
  taxId: '5252248481',
  street: 'ul. Długa',
  number: '5',
  postalCode: '00-001',
  city: 'Kraków',
  country: 'Polska',
};

/** The board `it` of a seeded database and a company with billing data on it. */
export async function paymentWorld(db: Db) {
  const tenant = (await listTenants(db)).find((t) => t.slug === 'it') as Tenant;
  const companyId = await insertCompany(db, tenant.id);
  await db.update(companies).set({ billingData: BILLING }).where(eq(companies.id, companyId));
  return { tenant, companyId };
}

let serial = 0;
/** An offer of the company waiting for payment (or in another state), through the offer writer. */
export async function insertPayableOffer(
  db: Db,
  tenantId: number,
  companyId: number,
  overrides: Partial<OfferInput> = {},
) {
  serial += 1;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), isNotNull(categories.parentId)))
    .orderBy(asc(categories.id))
    .limit(1);
  const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
  const [skill] = await db.select({ id: skills.id }).from(skills).limit(1);
  const slug = `paid-offer-${process.pid}-${Date.now().toString(36)}-${serial}`;
  const id = await createOffer(db, {
    tenantId,
    companyId,
    planKey: 'pro',
    status: 'pending_payment',
    slug,
    title: `Payments Engineer pz${serial}q`,
    body: '<p>Pay us</p>',
    experienceLevel: 'senior',
    workplaceType: 'remote',
    workingTime: 'full_time',
    categoryId: category!.id,
    apply: { email: 'jobs@example.com' },
    informationClause: 'Administrator danych: Acme.',
    contact: { name: 'Anna Nowak', email: 'hr@example.com' },
    limits: {
      maxLocationsCount: 3,
      bumpsUpCount: 3,
      bumpsUpEveryDays: 7,
      durationInDays: 30,
      seniority: [],
      categories: 1,
    },
    locations: [
      { cityId: city!.id, city: 'Warszawa', street: 'Prosta 1', geoCoordinates: { latitude: 52.23, longitude: 21.01 } },
    ],
    requirements: [{ skillId: skill!.id, level: 4, required: true }],
    employmentTypes: [
      { type: 'b2b', currency: 'PLN', amountType: 'net', salary: { from: 20000, to: 30000, unit: 'month' } },
    ],
    languages: [],
    ...overrides,
  });
  return { id, slug };
}

/** A payment request body for an offer; invoice data come from the company's billing data. */
export const paymentRequest = (offerId: number, extra: Record<string, unknown> = {}) => ({
  offer_type: 'pro',
  offer_id: offerId,
  accepted_regulations: true,
  newsletter: false,
  extend: false,
  return_url: '/employer/offers',
  ...extra,
});

/** Delivers the embedded provider's notifications to the webhook route in process (what fetch does in production). */
export const inProcessSender: NotificationSender = async (url, body, headers) => {
  const path = new URL(url).pathname;
  const provider = path.split('/').pop()!;
  const res = await callRoute(webhook, path, { method: 'POST', params: { provider }, body, headers });
  return res.status;
};
