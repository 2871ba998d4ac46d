import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { getAuth } from '@/lib/auth/auth';
import { authScopeOf, resolveIdentity } from '@/lib/auth/caller';
import { runInAuthScope } from '@/lib/auth/context';
import { installDbHandle } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { createTestDb } from '@/tests/db';
import { DEMO_EMPLOYER_PASSWORD, demoPasswordHash, demoUserId } from './employers';
import { seedDemo } from '.';
import { listCompanyOffers } from '@/features/employer-offers/server/offers-queries';
import { getOfferStatistics } from '@/features/employer-offers/server/statistics-service';
import { offerListQuery } from '@/features/employer-offers/schemas';
import { panelOverview } from '@/features/employer-panel/server/home-service';
import { responseBadgeForOffer } from '@/features/employer-applications/server/response-time';

const reference = new Date('2026-11-01T00:00:00Z');
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
const summary = await seedDemo(handle, { offers: 300, seed: 7, referenceDate: reference });

async function signIn(email: string, password = DEMO_EMPLOYER_PASSWORD, host = 'it.localhost') {
  const tenant = await resolveTenant(host, db);
  const headers = new Headers({ host, origin: `http://${host}` });
  const res = await runInAuthScope(authScopeOf(headers, tenant, 'pl'), () =>
    getAuth(db).api.signInEmail({ body: { email, password }, headers, asResponse: true }),
  );
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  return { status: res.status, cookie, tenant };
}

/** The demo owner, signed in, and the first hundred rows of their offers list. */
async function demoOwnerOffers() {
  const session = await signIn('employer@demo.wakat.test');
  const identity = await resolveIdentity(
    new Headers({ cookie: session.cookie!, host: 'it.localhost' }),
    session.tenant,
    db,
  );
  const employer = identity.employer!;
  const list = await listCompanyOffers(db, employer, offerListQuery.parse({ pageSize: 100 }), 'pl', reference);
  return { employer, list };
}

describe('demo employers', () => {
  it('are loaded with the demo data', () => {
    expect(summary.employers).toBeGreaterThanOrEqual(8);
  });

  it('sign in with the printed password; owner, admin and recruiter of one company with offers and applications', async () => {
    const rights: Record<string, string> = {};
    let companyId = 0;
    for (const email of ['employer@demo.wakat.test', 'admin@demo.wakat.test', 'recruiter@demo.wakat.test']) {
      const { status, cookie, tenant } = await signIn(email);
      expect(status).toBe(200);
      const identity = await resolveIdentity(new Headers({ cookie: cookie!, host: 'it.localhost' }), tenant, db);
      rights[email] = identity.employer!.right;
      companyId ||= identity.employer!.companyId;
      expect(identity.employer!.companyId).toBe(companyId);
    }
    expect(rights).toEqual({
      'employer@demo.wakat.test': 'owner',
      'admin@demo.wakat.test': 'admin',
      'recruiter@demo.wakat.test': 'recruiter',
    });
    // The IT board's first company with published offers.
    const [first] = await db
      .selectDistinct({ id: t.offers.companyId })
      .from(t.offers)
      .innerJoin(t.tenants, eq(t.tenants.id, t.offers.tenantId))
      .where(and(eq(t.tenants.slug, 'it'), eq(t.offers.status, 'published')))
      .orderBy(asc(t.offers.companyId))
      .limit(1);
    expect(companyId).toBe(first!.id);
    const [apps] = await db
      .select({ n: count() })
      .from(t.applications)
      .innerJoin(t.offers, eq(t.offers.id, t.applications.offerId))
      .where(eq(t.offers.companyId, companyId));
    expect(apps!.n).toBeGreaterThanOrEqual(10);
  });

  it('has a second company with its own owner and one person in both companies', async () => {
    const owner2 = await signIn('owner2@demo.wakat.test');
    const ownerIdentity = await resolveIdentity(
      new Headers({ cookie: owner2.cookie!, host: 'it.localhost' }),
      owner2.tenant,
      db,
    );
    expect(ownerIdentity.employer).toMatchObject({ right: 'owner', companyIds: [ownerIdentity.employer!.companyId] });
    const both = await signIn('both@demo.wakat.test');
    const identity = await resolveIdentity(
      new Headers({ cookie: both.cookie!, host: 'it.localhost' }),
      both.tenant,
      db,
    );
    expect(identity.employer!.companyIds).toHaveLength(2);
    expect(identity.employer!.companyIds).toContain(ownerIdentity.employer!.companyId);
  });

  it('refuses a wrong password and keeps each board apart', async () => {
    expect((await signIn('employer@demo.wakat.test', 'Wakat-demo-2025')).status).toBe(401);
    expect((await signIn('employer@demo.wakat.test', DEMO_EMPLOYER_PASSWORD, 'biz.localhost')).status).toBe(401);
    expect((await signIn('biz@demo.wakat.test', DEMO_EMPLOYER_PASSWORD, 'biz.localhost')).status).toBe(200);
  });

  it('has pending invitations and a log of how the teams were built', async () => {
    const pending = await db.select().from(t.companyInvitations).where(isNull(t.companyInvitations.acceptedAt));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const log = await db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.actorId, demoUserId('employer@demo.wakat.test')));
    expect(log.some((r) => r.action === 'member.invited')).toBe(true);
  });

  it('is deterministic: ids and password hashes do not depend on the run', async () => {
    expect(await demoPasswordHash('employer@demo.wakat.test')).toBe(await demoPasswordHash('employer@demo.wakat.test'));
    const [account] = await db
      .select({ password: t.accounts.password })
      .from(t.accounts)
      .where(eq(t.accounts.userId, demoUserId('employer@demo.wakat.test')));
    expect(account!.password).toBe(await demoPasswordHash('employer@demo.wakat.test'));
  });

  it('counts applications the same in the offers list, the statistics page and the panel home', async () => {
    const { employer, list } = await demoOwnerOffers();
    const offersOnly = list.data.filter((o) => o.kind === 'offer' && o.state !== 'pending_payment');
    expect(offersOnly.some((o) => o.applications > 0)).toBe(true);
    for (const row of offersOnly) {
      const stats = await getOfferStatistics(db, employer, row.id, reference);
      expect(stats.totals.applications, row.title).toBe(row.applications);
      expect(stats.totals.redirects, row.title).toBe(row.redirects);
      // The daily rows (the chart) add up to the same figure: the seed invents no applications.
      expect(
        stats.days.reduce((sum, d) => sum + d.applications, 0),
        row.title,
      ).toBe(row.applications);
    }
    const home = await panelOverview(db, employer, reference);
    expect(home.applications).toBe(list.data.reduce((sum, o) => sum + o.applications, 0));
  });

  it('compares a demo offer with similar offers of the board that have views and applications of their own', async () => {
    const { employer, list } = await demoOwnerOffers();
    const published = list.data.filter((o) => o.kind === 'offer' && o.state === 'published');
    const benchmarks = [];
    for (const row of published) {
      const stats = await getOfferStatistics(db, employer, row.id, reference);
      if (stats.benchmark) benchmarks.push(stats.benchmark);
    }
    expect(benchmarks.length).toBeGreaterThan(0);
    for (const benchmark of benchmarks) {
      expect(benchmark.medianViewsPerDay).toBeGreaterThan(0);
      expect(benchmark.medianApplicationsPerDay).toBeGreaterThan(0);
    }
  });

  it('gives every demo company a response history, so its offers show the "answers within N days" badge', async () => {
    const companies = await db.selectDistinct({ companyId: t.companyMembers.companyId }).from(t.companyMembers);
    expect(companies.length).toBeGreaterThanOrEqual(3);
    for (const { companyId } of companies) {
      const [offer] = await db
        .select({ id: t.offers.id })
        .from(t.offers)
        .where(and(eq(t.offers.companyId, companyId), eq(t.offers.status, 'published')))
        .limit(1);
      const days = await responseBadgeForOffer(db, offer!.id, reference);
      expect(days).not.toBeNull();
      expect(days!).toBeLessThanOrEqual(3);
    }
  });
});
