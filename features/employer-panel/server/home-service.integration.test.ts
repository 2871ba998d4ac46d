import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { installDbHandle } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { demoUserId } from '@/features/demo-data/server/seed/employers';
import { createTestDb } from '@/tests/db';
import { panelOverview } from './home-service';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 200, seed: 3, referenceDate: new Date() });
const [owner] = await db
  .select({ companyId: t.companyMembers.companyId })
  .from(t.companyMembers)
  .where(eq(t.companyMembers.userId, demoUserId('employer@demo.wakat.test')));
const companyId = owner!.companyId;

describe('panel overview', () => {
  it("counts the company's own offers, applications and team, and nothing of other companies", async () => {
    const o = await panelOverview(db, companyId);
    const [active] = await db
      .select({ n: count() })
      .from(t.offers)
      .where(
        and(eq(t.offers.companyId, companyId), eq(t.offers.status, 'published'), gt(t.offers.expiresAt, new Date())),
      );
    const [apps] = await db
      .select({ n: count() })
      .from(t.applications)
      .innerJoin(t.offers, eq(t.offers.id, t.applications.offerId))
      .where(eq(t.offers.companyId, companyId));
    const [pending] = await db
      .select({ n: count() })
      .from(t.companyInvitations)
      .where(and(eq(t.companyInvitations.companyId, companyId), isNull(t.companyInvitations.acceptedAt)));
    expect(o.activeOffers).toBe(active!.n);
    expect(o.activeOffers).toBeGreaterThan(0);
    expect(o.applications).toBe(apps!.n);
    expect(o.newApplications).toBeGreaterThan(0);
    expect(o.members).toBe(4); // owner, admin, recruiter and the member of both companies
    expect(o.invitations).toBe(pending!.n);

    const [other] = await db
      .insert(t.companies)
      .values({
        tenantId: (await db.select().from(t.tenants).limit(1))[0]!.id,
        name: 'Empty',
        slug: 'empty-co',
        size: '1-10',
        websiteUrl: '',
        logoColor: '#000000',
        logoInitials: 'E',
      })
      .returning({ id: t.companies.id });
    expect(await panelOverview(db, other!.id)).toEqual({
      activeOffers: 0,
      inactiveOffers: 0,
      drafts: 0,
      applications: 0,
      newApplications: 0,
      applicationsThisWeek: 0,
      paidPayments: 0,
      paidGross: 0,
      members: 0,
      invitations: 0,
    });
  });
});
