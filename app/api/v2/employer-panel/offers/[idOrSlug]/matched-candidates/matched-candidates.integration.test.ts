import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { candidatePreferences, candidateProfiles, chatInvitations, companies, offers } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { invitationsOf } from '@/features/chat/server/invitations';
import { respondToInvitation } from '@/features/chat/server/respond-to-invitation';
import { displayNameOf } from '@/features/matching/server/matched-candidates';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate, type TestCandidate } from '@/tests/factories/candidate';
import { createEmployer } from '@/tests/factories/employer';
import { callRoute, type Route } from '@/tests/http';
import { POST as invite } from '../../../chat/invitations/route';
import { PUT as savePreferences } from '../../../../user-panel/preferences/route';
import { GET as matched } from './route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 12, seed: 5 });
const { db } = handle;
const tenant = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);
beforeEach(() => resetRateLimits());

const [companyA, companyB] = await db
  .select({ id: companies.id })
  .from(companies)
  .where(eq(companies.tenantId, tenant.id))
  .orderBy(asc(companies.id))
  .limit(2);
const [offer] = await db
  .select()
  .from(offers)
  .where(and(eq(offers.tenantId, tenant.id), isNotNull(offers.categoryId)))
  .orderBy(asc(offers.id))
  .limit(1);
await db.update(offers).set({ companyId: companyA!.id }).where(eq(offers.id, offer!.id));
const otherWorkplace = offer!.workplaceType === 'remote' ? 'office' : 'remote';

const recruiter = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'recruiter' }]);
const colleague = await createEmployer(db, tenant, [{ companyId: companyA!.id, right: 'owner' }]);
const outsider = await createEmployer(db, tenant, [{ companyId: companyB!.id, right: 'owner' }]);

/** Preferences that fit the offer exactly (the salary expectation is low enough for any disclosed salary). */
const fitting = (extra: Record<string, unknown> = {}) => ({
  categoryIds: [offer!.categoryId!],
  skills: [],
  seniorities: [offer!.seniority],
  salaryExpectation: 1,
  salaryCurrency: 'PLN',
  workplaceTypes: [offer!.workplaceType],
  cityIds: [],
  languages: [],
  mandatory: [],
  ...extra,
});
async function candidateWith(preferences: Record<string, unknown>, name?: [string, string]) {
  const c = await createCandidate(db, tenant);
  const res = await callRoute(savePreferences as Route, '/api/v2/user-panel/preferences', {
    method: 'PUT',
    body: preferences,
    headers: { cookie: c.cookie, origin: 'http://it.localhost' },
  });
  expect(res.status).toBe(200);
  if (name) await db.insert(candidateProfiles).values({ userId: c.userId, firstName: name[0], lastName: name[1] });
  return c;
}

const anna = await candidateWith(fitting({ openToInvitations: true }), ['Anna', 'kowalska']);
const hidden = await candidateWith(fitting());
const excluded = await candidateWith(
  fitting({ openToInvitations: true, workplaceTypes: [otherWorkplace], mandatory: ['workplace'] }),
);
// Another board's candidate with the same preferences (written directly: the ids are this board's).
const elsewhere = await createCandidate(db, biz);
await db.insert(candidatePreferences).values({
  userId: elsewhere.userId,
  ...fitting({ openToInvitations: true }),
  seniorities: [offer!.seniority],
  workplaceTypes: [offer!.workplaceType],
  mandatory: [],
  mandatoryPreferencesFilledIn: true,
});

const list = (cookie: string | null, idOrSlug: string | number = offer!.id) =>
  callRoute(matched as Route, `/api/v2/employer-panel/offers/${idOrSlug}/matched-candidates`, {
    params: { idOrSlug: String(idOrSlug) },
    headers: cookie ? { cookie } : {},
  });
const inviteAs = (cookie: string, body: unknown) =>
  callRoute(invite as Route, '/api/v2/employer-panel/chat/invitations', {
    method: 'POST',
    body,
    headers: { cookie, origin: 'http://it.localhost' },
  });
const ids = (body: { candidates: { candidateId: string }[] }) => body.candidates.map((c) => c.candidateId);
const party = (c: TestCandidate) => ({ userId: c.userId, tenantId: tenant.id, companyIds: [], isCandidate: true });

describe('candidates matched to an offer', () => {
  it('lists only candidates who opted in and whom the offer fits, without contact data', async () => {
    const res = await list(recruiter.cookie);
    expect(res.status).toBe(200);
    expect(res.body.offerId).toBe(offer!.id);
    expect(ids(res.body)).toContain(anna.userId);
    expect(ids(res.body)).not.toContain(hidden.userId);
    expect(ids(res.body)).not.toContain(excluded.userId);
    expect(ids(res.body)).not.toContain(elsewhere.userId);
    const row = res.body.candidates.find((c: { candidateId: string }) => c.candidateId === anna.userId);
    expect(row).toMatchObject({
      name: 'Anna K.',
      seniorities: [offer!.seniority],
      workplaceTypes: [offer!.workplaceType],
      invitation: null,
    });
    expect(row.matchPercent).toBeGreaterThanOrEqual(40);
    expect(Object.keys(row).sort()).toEqual(
      ['candidateId', 'cities', 'invitation', 'matchPercent', 'name', 'seniorities', 'skills', 'workplaceTypes'].sort(),
    );
    expect(JSON.stringify(res.body)).not.toContain(anna.email);
    // Best first.
    const percents = res.body.candidates.map((c: { matchPercent: number }) => c.matchPercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('finds the offer by slug too, and hides another company’s offer', async () => {
    expect(ids((await list(recruiter.cookie, offer!.slug)).body)).toContain(anna.userId);
    expect((await list(outsider.cookie)).status).toBe(404);
    expect((await list(outsider.cookie, offer!.slug)).status).toBe(404);
    expect((await list(null)).status).toBe(401);
    expect((await list(anna.cookie)).status).toBe(403);
    expect((await list(recruiter.cookie, 2_000_000_000)).status).toBe(404);
  });

  it('stops listing a candidate who withdraws the opt-in', async () => {
    const ben = await candidateWith(fitting({ openToInvitations: true }), ['Ben', 'Nowak']);
    expect(ids((await list(recruiter.cookie)).body)).toContain(ben.userId);
    await db
      .update(candidatePreferences)
      .set({ openToInvitations: false })
      .where(eq(candidatePreferences.userId, ben.userId));
    expect(ids((await list(recruiter.cookie)).body)).not.toContain(ben.userId);
  });

  it('invites a matched candidate once per company and offer; the candidate sees it and may accept', async () => {
    const first = await inviteAs(recruiter.cookie, { offerId: offer!.id, candidateId: anna.userId });
    expect(first.status).toBe(201);
    const again = await inviteAs(colleague.cookie, { offerId: offer!.id, candidateId: anna.userId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const rows = await db.select().from(chatInvitations).where(eq(chatInvitations.candidateId, anna.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: companyA!.id, offerId: offer!.id, status: 'received' });

    const seen = await invitationsOf(db, party(anna));
    expect(seen.summary).toEqual({ received: 1, accepted: 0 });
    expect(seen.invitations[0]).toMatchObject({ id: first.body.id, jobAdvertisement: { name: offer!.title } });
    const listed = (await list(recruiter.cookie)).body.candidates.find(
      (c: { candidateId: string }) => c.candidateId === anna.userId,
    );
    expect(listed.invitation).toBe('received');

    const answer = await respondToInvitation(db, party(anna), first.body.id, true);
    expect(answer.status).toBe('accepted');
    const after = (await list(recruiter.cookie)).body.candidates.find(
      (c: { candidateId: string }) => c.candidateId === anna.userId,
    );
    expect(after.invitation).toBe('accepted');
  });

  it('refuses to invite anyone who is not matched, and another company’s offer', async () => {
    for (const c of [hidden, excluded, elsewhere]) {
      expect((await inviteAs(recruiter.cookie, { offerId: offer!.id, candidateId: c.userId })).status).toBe(404);
    }
    expect((await inviteAs(recruiter.cookie, { offerId: offer!.id, candidateId: 'nobody' })).status).toBe(404);
    expect((await inviteAs(outsider.cookie, { offerId: offer!.id, candidateId: anna.userId })).status).toBe(404);
    const none = await db.select().from(chatInvitations).where(eq(chatInvitations.companyId, companyB!.id));
    expect(none).toHaveLength(0);
  });

  it('answers bad input with a 400, not a server error', async () => {
    const bad = await inviteAs(recruiter.cookie, { offerId: 'x', candidateId: anna.userId });
    expect(bad.status).toBe(400);
    expect((await inviteAs(recruiter.cookie, { offerId: offer!.id })).status).toBe(400);
    expect((await inviteAs(recruiter.cookie, { offerId: offer!.id, candidateId: '' })).status).toBe(400);
    // An id or slug no offer can have names nothing: 404 (decision 0043).
    expect((await list(recruiter.cookie, 'x'.repeat(301))).status).toBe(404);
  });
});

describe('displayNameOf', () => {
  it('shows the first name and the initial of the last name, never more', () => {
    expect(displayNameOf('Anna', 'Kowalska', 'whatever')).toBe('Anna K.');
    expect(displayNameOf(null, null, 'Jan Nowak')).toBe('Jan N.');
    expect(displayNameOf(null, null, 'Jan Maria Nowak')).toBe('Jan N.');
    expect(displayNameOf(null, null, 'Jan')).toBe('Jan');
    expect(displayNameOf('Jan', null, 'Jan Nowak')).toBe('Jan');
    expect(displayNameOf('  ', 'nowak', 'Ola Zielińska')).toBe('Ola N.');
    expect(displayNameOf(null, null, '')).toBe('—');
  });
});
