import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { OnboardingFacts } from '../onboarding';

/** The company's first steps, computed from its data in one statement (nothing is stored as "done"). */
export async function onboardingFacts(db: Db, companyId: number): Promise<OnboardingFacts> {
  const { rows } = await db.execute<Record<keyof OnboardingFacts, boolean>>(sql`
    select
      (c.website_url <> '' or c.logo_key is not null) as "companyData",
      (c.billing_data is not null and coalesce(c.billing_data->>'taxId', '') <> '') as "billingData",
      (length(trim(coalesce(c.clauses->>'informationClause', ''))) > 0) as "clauses",
      exists (select 1 from offers o where o.company_id = c.id and o.published_at is not null) as "firstOffer",
      ((select count(*) from company_members m where m.company_id = c.id) > 1
        or exists (select 1 from company_invitations i where i.company_id = c.id and i.accepted_at is null)) as "team"
    from companies c where c.id = ${companyId}`);
  const row = rows[0];
  return {
    companyData: Boolean(row?.companyData),
    billingData: Boolean(row?.billingData),
    clauses: Boolean(row?.clauses),
    firstOffer: Boolean(row?.firstOffer),
    team: Boolean(row?.team),
  };
}
