import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { saveDraft, type DraftRow } from '@/features/offer-form/server/drafts';
import { initiateDraft } from '@/features/offer-form/server/start-draft';
import { serverShapeSchema } from '@/features/offer-form/server/shape-schema';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { type OfferFormValues } from '@/features/offer-form/schema';
import { toServerShape } from '@/features/offer-form/server-shape';
import type { DbOrTx } from '@/lib/db/client';
import { categories, companies, offerDrafts, skills } from '@/lib/db/schema';
import type { Tenant } from '@/lib/tenants/tenant-service';

let serial = 0;

/**
 * Complete, valid offer form values for a company of a seeded board (its name, a sub-category and its
 * parent, a dictionary skill, Warsaw): what an employer fills in before the summary step. `patch` changes
 * only what a test cares about (an empty required field makes a draft that the full validation refuses).
 */
export async function offerFormValuesFor(
  db: DbOrTx,
  tenantId: number,
  companyId: number,
  patch: Partial<OfferFormValues> = {},
): Promise<OfferFormValues> {
  serial += 1;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const [sub] = await db
    .select({ key: categories.key, parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), isNotNull(categories.parentId)))
    .orderBy(asc(categories.id))
    .limit(1);
  const [main] = sub?.parentId
    ? await db.select({ key: categories.key }).from(categories).where(eq(categories.id, sub.parentId))
    : [];
  const [skill] = await db.select().from(skills).orderBy(asc(skills.id)).limit(1);
  if (!company || !sub || !main || !skill) throw new Error('offerFormValuesFor needs a seeded board and a company');
  return {
    ...defaultOfferFormValues('pro'),
    companyLogo: { url: `/api/v1/companies/${company.slug}/logo` },
    companyName: company.name,
    companySize: company.size,
    companyWebsite: 'https://example.com',
    applicationTypeUri: 'jobs@example.com',
    informationClauseText: 'Administratorem danych osobowych kandydatów jest firma z siedzibą w Warszawie.',
    contactName: 'Anna Nowak',
    contactEmail: 'anna@example.com',
    jobCategory: main.key,
    jobSubcategory: sub.key,
    jobDescription: '<p>An offer written by a test.</p>',
    locations: [{ city: 'Warszawa', street: 'Prosta 1', countryCode: 'PL', latitude: null, longitude: null }],
    jobPositionName: `Tester Developer qz${serial}k`,
    jobPositionExperience: 'mid',
    primarySalary: { employmentType: 'b2b', from: '15000', to: '22000', salaryType: '' },
    requiredSkills: [{ id: skill.id, name: skill.name, level: 3 }],
    workingPlace: 'hybrid',
    workingTime: 'full_time',
    ...patch,
  };
}

/**
 * A company's draft saved as the form saves it (loose draft validation, so a draft with gaps can be saved),
 * read back from the database, with the `?token` that opens it.
 */
export async function insertSavedDraft(
  db: DbOrTx,
  tenant: Tenant,
  input: { companyId: number; userId?: string | null; planKey?: string; patch?: Partial<OfferFormValues> },
): Promise<DraftRow & { token: string }> {
  const planKey = input.planKey ?? 'pro';
  const started = await initiateDraft(db, tenant, {
    planKey,
    companyId: input.companyId,
    userId: input.userId ?? null,
  });
  const values = await offerFormValuesFor(db, tenant.id, input.companyId, { type: planKey, ...input.patch });
  const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
  await saveDraft(db, draft!, serverShapeSchema.parse({ ...toServerShape(values, { draft: true }), planKey }));
  const [saved] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
  return { ...saved!, token: started.token };
}
