import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as download } from '@/app/api/v1/offers/[slug]/applications/[id]/download/route';
import { POST as finishOffer } from '@/app/api/v1/offers/[slug]/finish-recruitment/route';
import { DELETE as remove, GET as detail, PATCH as review } from '@/app/api/v2/employer-panel/applications/[id]/route';
import { PATCH as setStatus } from '@/app/api/v2/employer-panel/applications/[id]/status/route';
import { PATCH as bulkStatus } from '@/app/api/v2/employer-panel/applications/bulk-status/route';
import { GET as applicationList } from '@/app/api/v2/employer-panel/applications/route';
import { POST as invite } from '@/app/api/v2/employer-panel/chat/invitations/route';
import { PATCH as recruiterAccess } from '@/app/api/v2/employer-panel/company/recruiter-access/route';
import {
  GET as getAssignees,
  PUT as putAssignees,
} from '@/app/api/v2/employer-panel/offers/[idOrSlug]/assignees/route';
import { GET as getDraft } from '@/app/api/v2/employer-panel/drafts/[id]/route';
import { POST as startDraft } from '@/app/api/v2/employer-panel/offers/[idOrSlug]/drafts/route';
import { GET as editableOffer } from '@/app/api/v2/employer-panel/offers/[idOrSlug]/route';
import { POST as bulk } from '@/app/api/v2/employer-panel/offers/bulk/route';
import { GET as offerList } from '@/app/api/v2/employer-panel/offers/route';
import { GET as statistics } from '@/app/api/v2/employer-panel/offers/statistics/route';
import { GET as company } from '@/app/api/v1/company/route';
import { POST as startPayment } from '@/app/api/v1/payments/route';
import { seedDemo } from '@/features/demo-data/server/seed';
import { panelHighlights, panelOverview } from '@/features/employer-panel/server/home-service';
import { installDbHandle } from '@/lib/db/client';
import { applications, auditLog, offerAssignees, offers, payments } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { installStorage, LocalStorage } from '@/lib/storage/storage';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { insertApplication } from '@/tests/factories/application';
import { createCandidate } from '@/tests/factories/candidate';
import { createCompanyTeam, insertOfferBy } from '@/tests/factories/company-team';
import { callRoute, type Route } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 5, seed: 17 });
const { db } = handle;
const uploads = await mkdtemp(path.join(tmpdir(), 'wakat-recruiter-scope-'));
installStorage(new LocalStorage(uploads));
afterAll(() => rm(uploads, { recursive: true, force: true }));
const board = await resolveTenant('it.localhost', db);

const {
  companyId: companyA,
  members: { ownerA, adminA, ada, bob },
} = await createCompanyTeam(db, board, 'Scoped Company', {
  ownerA: 'owner',
  adminA: 'admin',
  ada: 'recruiter',
  bob: 'recruiter',
});
const {
  companyId: companyB,
  members: { ownerB, recruiterB },
} = await createCompanyTeam(db, board, 'Neighbour Company', { ownerB: 'owner', recruiterB: 'recruiter' });
const candidate = await createCandidate(db, board, { name: 'Cecylia Candidate' });

// Ada creates one offer (assigned to her by default), the owner creates another (nobody assigned).
const { id: adaOffer, slug: adaSlug } = await insertOfferBy(db, board.id, companyA, 'Ada Go Developer', ada);
const { id: ownerOffer, slug: ownerSlug } = await insertOfferBy(
  db,
  board.id,
  companyA,
  'Owner Kotlin Developer',
  ownerA,
);
const { id: foreignOffer } = await insertOfferBy(db, board.id, companyB, 'Neighbour Python Developer', recruiterB);

async function apply(offerId: number, name: string, candidateId?: string) {
  const row = await insertApplication(db, {
    tenantId: board.id,
    offerId,
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    candidateId: candidateId ?? null,
  });
  return row.id;
}
const adaApp = await apply(adaOffer, 'Anna Assigned', candidate.userId);
const ownerApp = await apply(ownerOffer, 'Olga Unassigned', candidate.userId);
const foreignApp = await apply(foreignOffer, 'Nina Neighbour');

const host = 'it.localhost';
const call = (
  route: Route,
  cookie: string,
  options: { url?: string; params?: Record<string, string>; method?: string; body?: unknown } = {},
) =>
  callRoute(route, options.url ?? '/x', {
    host,
    headers: { cookie, origin: `http://${host}`, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
    ...options,
  });
const offerIds = async (cookie: string) =>
  ((await call(offerList, cookie, { url: '/api/v2/employer-panel/offers' })).body.data as { id: number }[])
    .map((o) => o.id)
    .sort();
const applicationIds = async (cookie: string) =>
  ((await call(applicationList, cookie, { url: '/api/v2/employer-panel/applications' })).body.data as { id: number }[])
    .map((a) => a.id)
    .sort();
const setAccess = (cookie: string, body: unknown) => call(recruiterAccess, cookie, { method: 'PATCH', body });

describe(`recruiters limited to their assigned offers on ${testDriver()}`, () => {
  it('assigns the recruiter who creates an offer, and nobody for an owner', async () => {
    const rows = await db.select().from(offerAssignees);
    expect(rows.filter((r) => r.offerId === adaOffer).map((r) => r.userId)).toEqual([ada.userId]);
    expect(rows.filter((r) => r.offerId === ownerOffer)).toEqual([]);
    expect(rows.filter((r) => r.offerId === foreignOffer).map((r) => r.userId)).toEqual([recruiterB.userId]);
  });

  it('lets every recruiter see all offers and applications while the setting is off', async () => {
    const view = await call(company, bob.cookie);
    expect(view.body).toMatchObject({ recruitersAssignedOnly: false, canEdit: { recruiterAccess: false } });
    expect(await offerIds(bob.cookie)).toEqual([adaOffer, ownerOffer].sort());
    expect(await applicationIds(bob.cookie)).toEqual([adaApp, ownerApp].sort());
    expect((await call(detail, bob.cookie, { params: { id: String(adaApp) } })).status).toBe(200);
    expect((await call(editableOffer, bob.cookie, { params: { idOrSlug: String(ownerOffer) } })).status).toBe(200);
  });

  it('lets only owners and admins change the setting, checks it and audits it', async () => {
    expect((await setAccess(ada.cookie, { recruitersAssignedOnly: true })).status).toBe(403);
    const bad = await setAccess(adminA.cookie, { recruitersAssignedOnly: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('recruitersAssignedOnly');
    expect(bad.body.error.fields[0].message).toEqual(expect.any(String));
    expect((await setAccess(adminA.cookie, { recruitersAssignedOnly: true, other: 1 })).status).toBe(400);
    const on = await setAccess(adminA.cookie, { recruitersAssignedOnly: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ recruitersAssignedOnly: true, canEdit: { recruiterAccess: true } });
    // Saving the same value again records nothing new.
    expect((await setAccess(ownerA.cookie, { recruitersAssignedOnly: true })).status).toBe(200);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyA), eq(auditLog.action, 'company.recruiter_access_updated')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: adminA.userId,
      details: { recruitersAssignedOnly: { from: false, to: true } },
    });
    // Another company is untouched.
    expect((await call(company, ownerB.cookie)).body.recruitersAssignedOnly).toBe(false);
  });

  it('shows a limited recruiter only the assigned offers, and owners and admins all of them', async () => {
    expect(await offerIds(ada.cookie)).toEqual([adaOffer]);
    expect(await offerIds(bob.cookie)).toEqual([]);
    expect(await offerIds(ownerA.cookie)).toEqual([adaOffer, ownerOffer].sort());
    expect(await offerIds(adminA.cookie)).toEqual([adaOffer, ownerOffer].sort());
    // The other company's recruiters are not limited by this company's setting, and never see its offers.
    expect(await offerIds(recruiterB.cookie)).toEqual([foreignOffer]);
  });

  it('answers 404 for every call on an offer outside the recruiter’s reach', async () => {
    const stats = (cookie: string, id: number) =>
      call(statistics, cookie, { url: `/api/v2/employer-panel/offers/statistics?offerId=${id}` });
    expect((await stats(ada.cookie, adaOffer)).status).toBe(200);
    expect((await stats(ada.cookie, ownerOffer)).status).toBe(404);
    expect((await stats(ownerA.cookie, ownerOffer)).status).toBe(200);
    expect((await stats(ada.cookie, foreignOffer)).status).toBe(404);
    expect((await call(editableOffer, ada.cookie, { params: { idOrSlug: String(ownerOffer) } })).status).toBe(404);
    expect((await call(editableOffer, ada.cookie, { params: { idOrSlug: ownerSlug } })).status).toBe(404);
    expect((await call(editableOffer, ada.cookie, { params: { idOrSlug: String(adaOffer) } })).status).toBe(200);
    expect((await call(editableOffer, adminA.cookie, { params: { idOrSlug: String(ownerOffer) } })).status).toBe(200);
    expect((await call(finishOffer, ada.cookie, { method: 'POST', params: { slug: ownerSlug } })).status).toBe(404);
    const bulkAnswer = await call(bulk, ada.cookie, {
      method: 'POST',
      body: { action: 'duplicate', ids: [ownerOffer, foreignOffer] },
    });
    expect(bulkAnswer.body).toEqual({
      done: [],
      skipped: [
        { id: ownerOffer, reason: 'notFound' },
        { id: foreignOffer, reason: 'notFound' },
      ],
    });
    // The offer form: starting an edit of an unassigned offer, or opening the owner's edit draft of it.
    const start = (cookie: string) =>
      call(startDraft, cookie, { method: 'POST', params: { idOrSlug: String(ownerOffer) }, body: { mode: 'edit' } });
    expect((await start(ada.cookie)).status).toBe(404);
    const ownersDraft = await start(ownerA.cookie);
    expect(ownersDraft.status).toBeLessThan(300);
    const draftParams = { params: { id: String(ownersDraft.body.id) } };
    expect((await call(getDraft, ada.cookie, draftParams)).status).toBe(404);
    expect((await call(getDraft, ownerA.cookie, draftParams)).status).toBe(200);
    const summary = await call(statistics, bob.cookie, { url: '/api/v2/employer-panel/offers/statistics' });
    expect(summary.body.offersByState).toEqual({});
  });

  it('refuses a payment for an offer outside the recruiter’s reach as not found, and nothing is written', async () => {
    const [{ planKey }] = (await db
      .select({ planKey: offers.planKey })
      .from(offers)
      .where(eq(offers.id, adaOffer))) as [{ planKey: string }];
    const pay = (cookie: string, offerId: number) =>
      call(startPayment, cookie, {
        method: 'POST',
        url: '/api/v1/payments',
        body: {
          offer_id: offerId,
          offer_type: planKey,
          extend: true,
          accepted_regulations: true,
          invoice_company_name: 'Scoped Company sp. z o.o.',
          invoice_tax_id: '5260250995',
          invoice_street: 'Marszałkowska',
          invoice_number: '1',
          invoice_postal_code: '00-001',
          invoice_city: 'Warszawa',
          invoice_country: 'PL',
        },
      });
    const before = (await db.select().from(payments)).length;
    const hidden = await pay(ada.cookie, ownerOffer);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('NOT_FOUND');
    // Another company's offer answers the same to her.
    expect((await pay(ada.cookie, foreignOffer)).status).toBe(404);
    expect((await db.select().from(payments)).length).toBe(before);
    // Her own offer and, for the owner, any offer of the company go on to the provider.
    expect((await pay(ada.cookie, adaOffer)).status, 'assigned').toBe(200);
    expect((await pay(ownerA.cookie, ownerOffer)).status, 'owner').toBe(200);
  });

  it('limits applications, their files, statuses, notes, deletion and chat invitations', async () => {
    expect(await applicationIds(ada.cookie)).toEqual([adaApp]);
    expect(await applicationIds(bob.cookie)).toEqual([]);
    expect(await applicationIds(ownerA.cookie)).toEqual([adaApp, ownerApp].sort());
    expect(await applicationIds(ownerB.cookie)).toEqual([foreignApp]);
    const params = { id: String(ownerApp) };
    expect((await call(detail, ada.cookie, { params })).status).toBe(404);
    expect((await call(review, ada.cookie, { params, method: 'PATCH', body: { notes: 'x' } })).status).toBe(404);
    expect((await call(setStatus, ada.cookie, { params, method: 'PATCH', body: { status: 'interview' } })).status).toBe(
      404,
    );
    expect(
      (await call(bulkStatus, ada.cookie, { method: 'PATCH', body: { ids: [adaApp, ownerApp], status: 'seen' } }))
        .status,
    ).toBe(404);
    expect((await call(download, ada.cookie, { params: { slug: ownerSlug, id: String(ownerApp) } })).status).toBe(404);
    // The file itself (not JSON): read the answer's status only.
    const file = await download(
      new NextRequest(`http://${host}/x`, {
        headers: { host, cookie: ada.cookie, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' },
      }),
      { params: Promise.resolve({ slug: adaSlug, id: String(adaApp) }) },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect((await call(invite, ada.cookie, { method: 'POST', body: { applicationId: ownerApp } })).status).toBe(404);
    expect((await call(remove, ada.cookie, { params, method: 'DELETE' })).status).toBe(404);
    const [kept] = await db.select().from(applications).where(eq(applications.id, ownerApp));
    expect(kept).toMatchObject({ status: 'new', notes: null });
    // Nothing of the refused bulk call happened to the assigned one either.
    const [own] = await db.select().from(applications).where(eq(applications.id, adaApp));
    expect(own!.status).toBe('new');
    // The owner reaches it all.
    expect((await call(detail, ownerA.cookie, { params })).status).toBe(200);
    expect((await call(invite, ada.cookie, { method: 'POST', body: { applicationId: adaApp } })).status).toBe(201);
  });

  it('limits the panel home to the assigned offers', async () => {
    const reach = (e: { userId: string }, right: 'owner' | 'recruiter') => ({
      tenantId: board.id,
      companyId: companyA,
      userId: e.userId,
      right,
    });
    const forBob = await panelOverview(db, reach(bob, 'recruiter'), new Date());
    const forOwner = await panelOverview(db, reach(ownerA, 'owner'), new Date());
    expect(forBob).toMatchObject({ activeOffers: 0, applications: 0 });
    expect(forOwner).toMatchObject({ activeOffers: 2 });
    expect(forOwner.applications).toBeGreaterThanOrEqual(2);
    const highlights = await panelHighlights(db, reach(ada, 'recruiter'), new Date());
    const seen = [...highlights.newApplications, ...highlights.waitingLongest].map((a) => a.offerId);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([adaOffer]));
  });

  it('lets owners and admins assign recruiters, checks who, and never another company’s offer', async () => {
    const url = { params: { idOrSlug: String(ownerOffer) } };
    expect((await call(getAssignees, ada.cookie, url)).status).toBe(403);
    const before = await call(getAssignees, adminA.cookie, url);
    expect(before.status).toBe(200);
    expect(before.body.assigned).toEqual([]);
    expect(before.body.recruiters.map((r: { id: string }) => r.id).sort()).toEqual([ada.userId, bob.userId].sort());
    for (const wrong of [ownerA.userId, recruiterB.userId, 'nobody']) {
      const answer = await call(putAssignees, adminA.cookie, { ...url, method: 'PUT', body: { userIds: [wrong] } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toEqual([{ field: 'userIds', message: expect.any(String) }]);
    }
    expect((await call(putAssignees, adminA.cookie, { ...url, method: 'PUT', body: { userIds: 'x' } })).status).toBe(
      400,
    );
    expect(
      (
        await call(putAssignees, ownerB.cookie, {
          ...url,
          method: 'PUT',
          body: { userIds: [recruiterB.userId] },
        })
      ).status,
    ).toBe(404);
    const put = await call(putAssignees, ownerA.cookie, { ...url, method: 'PUT', body: { userIds: [bob.userId] } });
    expect(put.status).toBe(200);
    expect(put.body.assigned).toEqual([bob.userId]);
    expect(await offerIds(bob.cookie)).toEqual([ownerOffer]);
    expect(await applicationIds(bob.cookie)).toEqual([ownerApp]);
    const list = await call(offerList, ownerA.cookie, { url: '/api/v2/employer-panel/offers' });
    const row = (list.body.data as { id: number; assignees: { id: string }[] }[]).find((o) => o.id === ownerOffer);
    expect(row!.assignees.map((a) => a.id)).toEqual([bob.userId]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyA), eq(auditLog.action, 'offer.assignees_updated')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      subjectId: String(ownerOffer),
      details: { assignees: { from: [], to: [bob.userId] } },
    });
    // Unassigned again: out of reach at once.
    await call(putAssignees, ownerA.cookie, { ...url, method: 'PUT', body: { userIds: [] } });
    expect(await offerIds(bob.cookie)).toEqual([]);
  });

  it('gives recruiters everything back when the setting is turned off', async () => {
    expect((await setAccess(ownerA.cookie, { recruitersAssignedOnly: false })).status).toBe(200);
    expect(await offerIds(bob.cookie)).toEqual([adaOffer, ownerOffer].sort());
    expect(await applicationIds(bob.cookie)).toEqual([adaApp, ownerApp].sort());
    expect(await offerIds(bob.cookie)).not.toContain(foreignOffer);
  });
});
