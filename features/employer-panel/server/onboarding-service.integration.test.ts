import { and, eq, isNotNull } from 'drizzle-orm';
import { installDbHandle } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { demoUserId } from '@/features/demo-data/server/seed/employers';
import { createTestDb } from '@/tests/db';
import { onboardingChecklist, type OnboardingFacts } from '../onboarding';
import { onboardingFacts } from './onboarding-service';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 30, seed: 5, referenceDate: new Date() });
const [tenant] = await db.select({ id: t.tenants.id }).from(t.tenants).where(eq(t.tenants.slug, 'it'));
const ownerId = demoUserId('owner2@demo.wakat.test');

/** A company as the sign-up leaves it: no website, logo, billing data or clauses; its owner alone. */
async function newCompany(slug: string) {
  const [company] = await db
    .insert(t.companies)
    .values({
      tenantId: tenant!.id,
      name: `New ${slug}`,
      slug,
      size: '1-10',
      websiteUrl: '',
      logoColor: '#123456',
      logoInitials: 'N',
    })
    .returning({ id: t.companies.id });
  await db.insert(t.companyMembers).values({ companyId: company!.id, userId: ownerId, right: 'owner' });
  return company!.id;
}

const none: OnboardingFacts = {
  companyData: false,
  billingData: false,
  clauses: false,
  firstOffer: false,
  team: false,
};

describe('onboarding checklist', () => {
  it("ticks each item from the company's own data as it is entered, and is gone once all are done", async () => {
    const companyId = await newCompany('onboarding-new');
    expect(await onboardingFacts(db, companyId)).toEqual(none);
    const first = onboardingChecklist(await onboardingFacts(db, companyId), 'owner');
    expect(first.map((i) => [i.key, i.done, i.href])).toEqual([
      ['companyData', false, '/employer/company'],
      ['billingData', false, '/employer/billing-data'],
      ['clauses', false, '/employer/clauses'],
      ['firstOffer', false, '/employer/offers/new'],
      ['team', false, '/employer/users'],
    ]);

    await db.update(t.companies).set({ websiteUrl: 'https://new.example' }).where(eq(t.companies.id, companyId));
    expect(await onboardingFacts(db, companyId)).toEqual({ ...none, companyData: true });

    // Clauses with only blanks are not written; billing data without a tax ID is not complete.
    await db
      .update(t.companies)
      .set({
        clauses: { informationClause: '   ' },
        billingData: { companyName: 'New', taxId: '', street: '', number: '', postalCode: '', city: '', country: 'PL' },
      })
      .where(eq(t.companies.id, companyId));
    expect(await onboardingFacts(db, companyId)).toEqual({ ...none, companyData: true });
    await db
      .update(t.companies)
      .set({
        clauses: { informationClause: 'Administratorem danych jest New sp. z o.o.' },
        billingData: {
          companyName: 'New sp. z o.o.',
          taxId: '5260250274',
          street: 'Prosta',
          number: '1',
          postalCode: '00-001',
          city: 'Warszawa',
          country: 'PL',
        },
      })
      .where(eq(t.companies.id, companyId));
    expect(await onboardingFacts(db, companyId)).toEqual({
      ...none,
      companyData: true,
      billingData: true,
      clauses: true,
    });

    // A pending invitation counts as inviting the team.
    await db.insert(t.companyInvitations).values({
      tenantId: tenant!.id,
      companyId,
      email: 'colleague@new.example',
      right: 'recruiter',
      tokenHash: 'onboarding-test-token',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await onboardingFacts(db, companyId)).team).toBe(true);

    // A published offer (moved here from a demo company) is the first offer; the list then disappears.
    const [published] = await db
      .select({ id: t.offers.id })
      .from(t.offers)
      .where(and(eq(t.offers.tenantId, tenant!.id), isNotNull(t.offers.publishedAt)))
      .limit(1);
    await db.update(t.offers).set({ companyId }).where(eq(t.offers.id, published!.id));
    const all = await onboardingFacts(db, companyId);
    expect(all).toEqual({ companyData: true, billingData: true, clauses: true, firstOffer: true, team: true });
    expect(onboardingChecklist(all, 'owner')).toEqual([]);
  });

  it('counts a second member as the team and a logo as company data', async () => {
    const companyId = await newCompany('onboarding-member');
    await db
      .insert(t.companyMembers)
      .values({ companyId, userId: demoUserId('recruiter@demo.wakat.test'), right: 'recruiter' });
    await db.update(t.companies).set({ logoKey: 'logos/x.png' }).where(eq(t.companies.id, companyId));
    expect(await onboardingFacts(db, companyId)).toEqual({ ...none, companyData: true, team: true });
  });

  it('shows each member only the items their right can complete', () => {
    expect(onboardingChecklist(none, 'admin').map((i) => i.key)).toEqual([
      'companyData',
      'clauses',
      'firstOffer',
      'team',
    ]);
    expect(onboardingChecklist(none, 'recruiter').map((i) => i.key)).toEqual(['firstOffer']);
    // Nothing left for this member: no list, even if an item only the owner can do is open.
    expect(
      onboardingChecklist({ ...none, companyData: true, clauses: true, firstOffer: true, team: true }, 'admin'),
    ).toEqual([]);
    expect(
      onboardingChecklist({ ...none, companyData: true, clauses: true, firstOffer: true, team: true }, 'owner'),
    ).toHaveLength(5);
  });
});
