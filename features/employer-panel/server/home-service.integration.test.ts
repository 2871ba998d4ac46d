import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { wholeCompany } from '@/lib/auth/employer-scope';
import { installDbHandle } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { demoUserId } from '@/features/demo-data/server/seed/employers';
import { createTestDb } from '@/tests/db';
import { panelHighlights, panelOverview } from './home-service';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 200, seed: 3, referenceDate: new Date() });
const [owner] = await db
  .select({ companyId: t.companyMembers.companyId })
  .from(t.companyMembers)
  .where(eq(t.companyMembers.userId, demoUserId('employer@demo.wakat.test')));
const companyId = owner!.companyId;
const boardId = (await db.select().from(t.tenants).limit(1))[0]!.id;

describe('panel overview', () => {
  it("counts the company's own offers, applications and team, and nothing of other companies", async () => {
    const o = await panelOverview(db, wholeCompany(boardId, companyId));
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
    expect(await panelOverview(db, wholeCompany(boardId, other!.id))).toEqual({
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

  it('lists what ends soon, new applications, those waiting longest and the week against the one before', async () => {
    const now = new Date();
    const [tenant] = await db
      .select({ id: t.offers.tenantId })
      .from(t.offers)
      .where(eq(t.offers.companyId, companyId))
      .limit(1);
    const h = await panelHighlights(db, wholeCompany(tenant!.id, companyId), now);
    for (const o of h.endingSoon) {
      const left = Date.parse(o.expiresAt) - now.getTime();
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(7 * 86_400_000);
    }
    expect(h.newApplications.length).toBeGreaterThan(0);
    // The demo writes daily statistics for its companies' offers.
    expect(h.week.views.current).toBeGreaterThan(0);
    const waits = h.waitingLongest.map((a) => Date.parse(a.createdAt));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    const [offer] = await db.select().from(t.offers).where(eq(t.offers.companyId, companyId)).limit(1);
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // The demo has statistics of its own: this offer's two days are replaced by known figures.
    await db
      .delete(t.offerStatsDaily)
      .where(and(eq(t.offerStatsDaily.offerId, offer!.id), inArray(t.offerStatsDaily.day, [day(1), day(9)])));
    const base = await panelHighlights(db, wholeCompany(tenant!.id, companyId), now);
    await db.insert(t.offerStatsDaily).values([
      { offerId: offer!.id, tenantId: tenant!.id, day: day(1), detailViews: 40 },
      { offerId: offer!.id, tenantId: tenant!.id, day: day(9), detailViews: 25 },
    ]);
    const after = await panelHighlights(db, wholeCompany(tenant!.id, companyId), now);
    expect(after.week.views.current - base.week.views.current).toBe(40);
    expect(after.week.views.previous - base.week.views.previous).toBe(25);
    // Another company sees none of it.
    const other = await panelHighlights(db, wholeCompany(tenant!.id, -1), now);
    expect(other).toEqual({
      endingSoon: [],
      newApplications: [],
      waitingLongest: [],
      week: {
        views: { current: 0, previous: 0 },
        applications: { current: 0, previous: 0 },
        published: { current: 0, previous: 0 },
      },
    });
  });
});
