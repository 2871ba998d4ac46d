import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import {
  categories,
  companies,
  offerEmploymentTypes,
  offerLanguages,
  offerLocations,
  offers,
  offerSkills,
  skills,
} from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { PublicTag } from '../options';
import type { OfferServerShape } from '../server-shape';

/** The company's logo as the API serves it. */
export const companyLogoUrl = (slug: string) => `/api/v1/companies/${slug}/logo`;

/** An offer in the server shape (spec 3), as the form loads it for edit, duplicate, refresh or extend. */
export async function offerToShape(db: DbOrTx, offerId: number): Promise<OfferServerShape> {
  const [row] = await db
    .select({ offer: offers, company: companies, categoryKey: categories.key })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .leftJoin(categories, eq(categories.id, offers.categoryId))
    .where(eq(offers.id, offerId));
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  const { offer, company } = row;
  const [locations, types, reqs, languages] = await Promise.all([
    db.select().from(offerLocations).where(eq(offerLocations.offerId, offerId)).orderBy(asc(offerLocations.ordinal)),
    db
      .select()
      .from(offerEmploymentTypes)
      .where(eq(offerEmploymentTypes.offerId, offerId))
      .orderBy(asc(offerEmploymentTypes.ordinal)),
    db
      .select({
        skillId: offerSkills.skillId,
        name: skills.name,
        level: offerSkills.level,
        required: offerSkills.required,
        ordinal: offerSkills.ordinal,
      })
      .from(offerSkills)
      .innerJoin(skills, eq(skills.id, offerSkills.skillId))
      .where(eq(offerSkills.offerId, offerId))
      .orderBy(asc(offerSkills.ordinal)),
    db.select().from(offerLanguages).where(eq(offerLanguages.offerId, offerId)).orderBy(asc(offerLanguages.code)),
  ]);
  const publicTags: PublicTag[] = [];
  if (offer.remoteInterview) publicTags.push('remote_interview');
  if (offer.openToHireUkrainians) publicTags.push('open_to_hire_ukrainians');
  const logo = company.logoKey ? companyLogoUrl(company.slug) : null;
  return {
    planKey: offer.planKey,
    slug: offer.slug,
    hiringCompany: {
      // The name this offer is published under (decision 0062), the profile's when it has none.
      name: offer.companyName || company.name,
      shortName: company.shortName,
      logoUrl: logo,
      logoUrlThumb: logo,
      size: company.size,
      url: company.websiteUrl,
      type: null,
    },
    title: offer.title,
    shortTitle: offer.title.length > 60 ? `${offer.title.slice(0, 59)}…` : offer.title,
    experienceLevel: offer.seniority,
    body: offer.body,
    workplaceType: offer.workplaceType,
    workingTime: offer.workingTime,
    informationClause: offer.informationClause,
    publicTags,
    apply: offer.applyUrl ? { url: offer.applyUrl } : { email: offer.applyEmail ?? '' },
    futureConsent: offer.futureConsent,
    customConsent: offer.customConsent,
    contact: { name: offer.contact.name, email: offer.contact.email, phone: offer.contact.phone ?? '' },
    locations: locations.map((l) => ({
      city: l.city,
      countryCode: l.countryCode,
      street: l.street,
      geoCoordinates: { latitude: l.latitude, longitude: l.longitude },
    })),
    languages: languages.map((l) => ({ code: l.code, level: l.level })),
    requirements: reqs.map((r) => ({
      skillName: r.name,
      skillId: r.skillId,
      level: r.level,
      required: r.required,
      ordinal: r.ordinal,
    })),
    employmentTypes: types.map((e, order) => ({
      type: e.type,
      currency: e.currency,
      amountType: e.amountType,
      currencySource: 'original',
      salary:
        e.salaryFrom !== null && e.salaryTo !== null ? { from: e.salaryFrom, to: e.salaryTo, unit: e.unit } : null,
      order,
    })),
    categories: row.categoryKey ? [{ key: row.categoryKey }] : [],
    expiredAt: offer.expiresAt ? offer.expiresAt.toISOString() : null,
    limits: offer.limits,
  };
}
