import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { offerListings, offers, offerSkills, offerSuggestions, skills } from '@/lib/db/schema';
import { listedOn } from './offer-search-queries';

/** Rebuilds a board's suggestions from its listed offers (titles, companies, skills with counts). */
export async function rebuildSuggestions(db: Db, tenantId: number, now = new Date()): Promise<void> {
  const listed = listedOn(tenantId, now);
  await db.transaction(async (tx) => {
    await tx.delete(offerSuggestions).where(eq(offerSuggestions.tenantId, tenantId));
    await tx.execute(sql`
      insert into ${offerSuggestions} (tenant_id, variant, title, normalized, offers_count)
      select ${tenantId}::int, 'titles', min(${offers.title}), immutable_unaccent(lower(${offers.title})), count(*)::int
        from ${offers} join ${offerListings} on ${offerListings.offerId} = ${offers.id} where ${listed} group by immutable_unaccent(lower(${offers.title}))
      union all
      select ${tenantId}::int, 'companies', min(${offers.companyName}), immutable_unaccent(lower(${offers.companyName})), count(*)::int
        from ${offers} join ${offerListings} on ${offerListings.offerId} = ${offers.id} where ${listed} group by immutable_unaccent(lower(${offers.companyName}))
      union all
      select ${tenantId}::int, 'skills', min(${skills.name}), ${skills.normalizedName}, count(*)::int
        from ${offers} join ${offerListings} on ${offerListings.offerId} = ${offers.id} join ${offerSkills} on ${offerSkills.offerId} = ${offers.id} join ${skills} on ${skills.id} = ${offerSkills.skillId}
        where ${listed} group by ${skills.normalizedName}`);
  });
}
