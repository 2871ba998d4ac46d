import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { companies, offerEmploymentTypes, offerLocations, offers, offerSkills, skills } from '@/lib/db/schema';

/** Everything a list card shows, for the given offer ids (any order). */
export async function findOfferCardRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return { offerRows: [], locationRows: [], employmentRows: [], skillRows: [] };
  const [offerRows, locationRows, employmentRows, skillRows] = await Promise.all([
    db
      .select({
        id: offers.id,
        slug: offers.slug,
        guid: offers.guid,
        title: offers.title,
        companyName: offers.companyName,
        companySlug: companies.slug,
        workingTime: offers.workingTime,
        workplaceType: offers.workplaceType,
        seniority: offers.seniority,
        categoryId: offers.categoryId,
        applyUrl: offers.applyUrl,
        refreshedAt: offers.refreshedAt,
        remoteInterview: offers.remoteInterview,
        openToHireUkrainians: offers.openToHireUkrainians,
      })
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(inArray(offers.id, ids)),
    db.select().from(offerLocations).where(inArray(offerLocations.offerId, ids)).orderBy(asc(offerLocations.ordinal)),
    db
      .select()
      .from(offerEmploymentTypes)
      .where(inArray(offerEmploymentTypes.offerId, ids))
      .orderBy(asc(offerEmploymentTypes.ordinal)),
    db
      .select({
        offerId: offerSkills.offerId,
        name: skills.name,
        level: offerSkills.level,
        required: offerSkills.required,
      })
      .from(offerSkills)
      .innerJoin(skills, eq(skills.id, offerSkills.skillId))
      .where(inArray(offerSkills.offerId, ids))
      .orderBy(asc(offerSkills.ordinal)),
  ]);
  return { offerRows, locationRows, employmentRows, skillRows };
}

export type OfferCardRows = Awaited<ReturnType<typeof findOfferCardRows>>;
