import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import { GET as download } from '@/app/api/v1/offers/[slug]/applications/[id]/download/route';
import { DELETE as remove, GET as detail, PATCH as review } from '@/app/api/v2/employer-panel/applications/[id]/route';
import { GET as rejectTemplate } from '@/app/api/v2/employer-panel/applications/[id]/reject-template/route';
import { PATCH as setStatus } from '@/app/api/v2/employer-panel/applications/[id]/status/route';
import { PATCH as bulkStatus } from '@/app/api/v2/employer-panel/applications/bulk-status/route';
import { GET as list } from '@/app/api/v2/employer-panel/applications/route';
import { GET as getSettings, PATCH as patchSettings } from '@/app/api/v2/user-panel/notification-settings/route';
import { findApplicationHistory } from '@/features/apply/server/history-service';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import {
  applicationAttachments,
  applications,
  applicationStatusHistory,
  auditLog,
  candidateProfiles,
  emailOutbox,
  offers,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { getStorage, installStorage, LocalStorage } from '@/lib/storage/storage';
import { createTestDb, testDriver } from '@/tests/db';
import { insertApplication as insertApplicationRow, type ApplicationFile } from '@/tests/factories/application';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer } from '@/tests/factories/employer';
import { docxFile, pdfFile, pngFile } from '@/tests/factories/files';
import { callRoute, type Route } from '@/tests/http';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 30, seed: 7 });
const { db } = handle;
const uploads = await mkdtemp(path.join(tmpdir(), 'wakat-employer-apps-'));
installStorage(new LocalStorage(uploads));
afterAll(() => rm(uploads, { recursive: true, force: true }));
const board = await resolveTenant('it.localhost', db);

// Two offers of two different companies on the board, neither with applications of the demo data (the demo
// companies carry a response history): every application listed here is one this file sent.
const withoutApplications = sql`not exists (select 1 from ${applications} a join ${offers} o on o.id = a.offer_id where o.company_id = ${offers.companyId})`;
const [offerA] = await db
  .select()
  .from(offers)
  .where(and(eq(offers.tenantId, board.id), withoutApplications))
  .limit(1);
const [offerB] = await db
  .select()
  .from(offers)
  .where(and(eq(offers.tenantId, board.id), ne(offers.companyId, offerA!.companyId), withoutApplications))
  .limit(1);
const recruiterA = await createEmployer(db, board, [{ companyId: offerA!.companyId, right: 'recruiter' }]);
const ownerB = await createEmployer(db, board, [{ companyId: offerB!.companyId, right: 'owner' }]);
const candidate = await createCandidate(db, board, { name: 'Ada Candidate' });

async function insertApplication(
  offer: typeof offerA,
  values: Partial<typeof applications.$inferInsert> = {},
  file?: ApplicationFile,
) {
  return insertApplicationRow(
    db,
    {
      tenantId: board.id,
      offerId: offer!.id,
      message: 'Hello <b>there</b>',
      futureConsentAccepted: true,
      ...values,
    },
    file ?? null,
  );
}

const host = 'it.localhost';
const as = (cookie: string) => ({ cookie, origin: `http://${host}`, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' });
const call = (
  route: Route,
  url: string,
  cookie: string,
  options: { params?: Record<string, string>; method?: string; body?: unknown } = {},
) => callRoute(route, url, { host, headers: as(cookie), ...options });

const pdf = pdfFile();
const appA = await insertApplication(
  offerA,
  { candidateId: candidate.userId, name: 'Ada Candidate', email: candidate.email },
  {
    bytes: pdf,
    mimeType: 'application/pdf',
    fileName: 'Ada CV.pdf',
  },
);
const appA2 = await insertApplication(
  offerA,
  { name: 'Zofia Nowak', createdAt: new Date(Date.now() - 3 * 86_400_000) },
  {
    bytes: pngFile(),
    mimeType: 'image/png',
    fileName: 'cv.png',
  },
);
const appB = await insertApplication(
  offerB,
  { name: 'Other Company Applicant' },
  {
    bytes: docxFile(),
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileName: 'cv.docx',
  },
);

describe(`employer applications on ${testDriver()}`, () => {
  it("lists only the company's applications, with search, filters, sorting and paging", async () => {
    const all = await call(list, '/api/v2/employer-panel/applications', recruiterA.cookie);
    expect(all.status).toBe(200);
    const ids = all.body.data.map((a: { id: number }) => a.id);
    expect(ids).toEqual([appA.id, appA2.id]);
    expect(all.body.meta.totalItems).toBe(2);
    expect(all.body.data[0]).toMatchObject({
      offer: { id: offerA!.id, slug: offerA!.slug },
      status: 'new',
      hasAttachment: true,
    });

    const other = await call(list, '/api/v2/employer-panel/applications', ownerB.cookie);
    expect(other.body.data.map((a: { id: number }) => a.id)).toEqual([appB.id]);

    const searched = await call(list, '/api/v2/employer-panel/applications?q=zofia', recruiterA.cookie);
    expect(searched.body.data.map((a: { id: number }) => a.id)).toEqual([appA2.id]);
    const wildcard = await call(list, '/api/v2/employer-panel/applications?q=%25', recruiterA.cookie);
    expect(wildcard.body.data).toEqual([]);
    const foreignOffer = await call(
      list,
      `/api/v2/employer-panel/applications?offerId=${offerB!.id}`,
      recruiterA.cookie,
    );
    expect(foreignOffer.body.data).toEqual([]);
    const oldest = await call(list, '/api/v2/employer-panel/applications?sort=oldest&pageSize=1', recruiterA.cookie);
    expect(oldest.body.data.map((a: { id: number }) => a.id)).toEqual([appA2.id]);
    expect(oldest.body.meta).toMatchObject({ totalItems: 2, totalPages: 2, nextPage: 2 });
    const today = new Date().toISOString().slice(0, 10);
    const fromToday = await call(
      list,
      `/api/v2/employer-panel/applications?from=${today}&to=${today}`,
      recruiterA.cookie,
    );
    expect(fromToday.body.data.map((a: { id: number }) => a.id)).toEqual([appA.id]);
    const byStatus = await call(
      list,
      '/api/v2/employer-panel/applications?status=hired&status=offer',
      recruiterA.cookie,
    );
    expect(byStatus.body.data).toEqual([]);

    const bad = await call(list, '/api/v2/employer-panel/applications?status=lost&lang=en', recruiterA.cookie);
    expect(bad.status).toBe(400);
    expect((await call(list, '/api/v2/employer-panel/applications?from=2026-13-40', recruiterA.cookie)).status).toBe(
      400,
    );
    expect((await call(list, '/api/v2/employer-panel/applications', candidate.cookie)).status).toBe(403);
    expect((await callRoute(list, '/api/v2/employer-panel/applications', { host })).status).toBe(401);
  });

  it("answers 404 for every call on another company's application", async () => {
    const params = { id: String(appB.id) };
    expect((await call(detail, `/x`, recruiterA.cookie, { params })).status).toBe(404);
    expect((await call(review, `/x`, recruiterA.cookie, { params, method: 'PATCH', body: { rating: 5 } })).status).toBe(
      404,
    );
    expect(
      (await call(setStatus, `/x`, recruiterA.cookie, { params, method: 'PATCH', body: { status: 'interview' } }))
        .status,
    ).toBe(404);
    expect((await call(rejectTemplate, `/x`, recruiterA.cookie, { params })).status).toBe(404);
    expect(
      (
        await call(bulkStatus, `/x`, recruiterA.cookie, {
          method: 'PATCH',
          body: { ids: [appA2.id, appB.id], status: 'seen' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(download, `/x`, recruiterA.cookie, { params: { slug: offerB!.slug, id: String(appB.id) } })).status,
    ).toBe(404);
    // The own offer's slug with the other company's application id: still nothing.
    expect(
      (await call(download, `/x`, recruiterA.cookie, { params: { slug: offerA!.slug, id: String(appB.id) } })).status,
    ).toBe(404);
    expect((await call(remove, `/x`, recruiterA.cookie, { params, method: 'DELETE' })).status).toBe(404);
    const [still] = await db.select().from(applications).where(eq(applications.id, appB.id));
    expect(still).toMatchObject({ status: 'new', rating: null });
    // Nothing of the bulk call happened to the own application either (all or none).
    const [own] = await db.select().from(applications).where(eq(applications.id, appA2.id));
    expect(own!.status).toBe('new');
    // Candidates and visitors are not employers.
    expect((await call(detail, `/x`, candidate.cookie, { params: { id: String(appA.id) } })).status).toBe(403);
    expect((await callRoute(detail, `/x`, { host, params: { id: String(appA.id) } })).status).toBe(401);
  });

  it('shows the detail with consents, files and history, and keeps notes as text and a 1–5 rating', async () => {
    const params = { id: String(appA.id) };
    const got = await call(detail, '/x', recruiterA.cookie, { params });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: appA.id,
      message: 'Hello <b>there</b>',
      consents: { future: true, custom: false, marketing: null },
      files: [{ fileName: 'Ada CV.pdf', mimeType: 'application/pdf', kind: 'pdf' }],
      history: [],
    });
    const notes = '<script>alert(1)</script> strong maybe';
    const saved = await call(review, '/x', recruiterA.cookie, { params, method: 'PATCH', body: { notes, rating: 4 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ notes, rating: 4 });
    const ratingOnly = await call(review, '/x', recruiterA.cookie, { params, method: 'PATCH', body: { rating: null } });
    expect(ratingOnly.body).toMatchObject({ notes, rating: null });
    for (const rating of [0, 6, 2.5, '3']) {
      const bad = await call(review, '/x', recruiterA.cookie, { params, method: 'PATCH', body: { rating } });
      expect(bad.status).toBe(400);
    }
    expect(
      (await call(review, '/x', recruiterA.cookie, { params, method: 'PATCH', body: { notes: 'x'.repeat(5001) } }))
        .status,
    ).toBe(400);
  });

  it('changes the status with a history row (who, when), refuses a status outside the list with 422, and e-mails the candidate on interview', async () => {
    const params = { id: String(appA.id) };
    const bad = await call(setStatus, '/x?lang=en', recruiterA.cookie, {
      params,
      method: 'PATCH',
      body: { status: 'ghosted' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ code: 'UNPROCESSABLE', fields: [{ field: 'status' }] });
    expect(bad.body.error.message).toMatch(/status/i);
    const badPl = await call(setStatus, '/x?lang=pl', recruiterA.cookie, {
      params,
      method: 'PATCH',
      body: { status: 'ghosted' },
    });
    expect(badPl.body.error.message).not.toBe(bad.body.error.message);

    const before = await db.select().from(emailOutbox).where(eq(emailOutbox.to, candidate.email));
    const moved = await call(setStatus, '/x', recruiterA.cookie, {
      params,
      method: 'PATCH',
      body: { status: 'interview' },
    });
    expect(moved.status).toBe(200);
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, appA.id));
    expect(history).toEqual([
      expect.objectContaining({ previousStatus: 'new', status: 'interview', changedBy: recruiterA.userId }),
    ]);
    const [row] = await db.select().from(applications).where(eq(applications.id, appA.id));
    expect(row!.status).toBe('interview');
    expect(row!.answeredAt).toBeInstanceOf(Date);
    const after = await db.select().from(emailOutbox).where(eq(emailOutbox.to, candidate.email));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.subject).toContain(offerA!.title);

    // The candidate's history shows the employer's status with its date.
    const seen = await findApplicationHistory(
      db,
      {
        kind: 'candidate',
        tenantId: board.id,
        userId: candidate.userId,
        email: candidate.email,
        name: 'Ada',
        emailVerified: true,
        features: { accounts: true, favourites: true, applicationHistory: true },
      },
      { page: 1, pageSize: 10 },
    );
    expect(seen.data[0]).toMatchObject({ id: `a${appA.id}`, status: 'interview' });
    expect(seen.data[0]!.statusChangedAt).toBe(row!.statusChangedAt!.toISOString());

    // The same status again changes nothing and mails nothing.
    await call(setStatus, '/x', recruiterA.cookie, { params, method: 'PATCH', body: { status: 'interview' } });
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.to, candidate.email))).length).toBe(after.length);
  });

  it('rejects with the localised template, edited by the employer, sent as plain text', async () => {
    const params = { id: String(appA.id) };
    const pl = await call(rejectTemplate, '/x?lang=pl', recruiterA.cookie, { params });
    const en = await call(rejectTemplate, '/x?lang=en', recruiterA.cookie, { params });
    expect(pl.body.body).toContain('Ada Candidate');
    expect(en.body.body).toContain(offerA!.title);
    expect(pl.body.subject).not.toBe(en.body.subject);
    const mail = { subject: 'About your application', body: 'Dear Ada,\n\n<b>thank you</b>, we went another way.' };
    const res = await call(setStatus, '/x', recruiterA.cookie, {
      params,
      method: 'PATCH',
      body: { status: 'rejected', mail },
    });
    expect(res.status).toBe(200);
    const [sent] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, candidate.email), eq(emailOutbox.subject, 'About your application')));
    expect(sent!.text).toContain('<b>thank you</b>');
    expect(sent!.html).toContain('&lt;b&gt;thank you&lt;/b&gt;');
    expect(sent!.headers).toMatchObject({ 'Reply-To': recruiterA.email });
  });

  it('sends no status e-mail to a candidate who turned them off', async () => {
    const quiet = await createCandidate(db, board);
    await db
      .insert(candidateProfiles)
      .values({ userId: quiet.userId, applicationStatusEmails: false })
      .onConflictDoUpdate({
        target: candidateProfiles.userId,
        set: { applicationStatusEmails: false },
      });
    const app = await insertApplication(offerA, { candidateId: quiet.userId, email: quiet.email });
    await call(setStatus, '/x', recruiterA.cookie, {
      params: { id: String(app.id) },
      method: 'PATCH',
      body: { status: 'rejected' },
    });
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, quiet.email));
    // Only the account's own sign-up confirmation, nothing about the application.
    expect(mails.filter((m) => m.subject.includes(offerA!.title))).toEqual([]);
    const [row] = await db.select().from(applications).where(eq(applications.id, app.id));
    expect(row!.status).toBe('rejected');
  });

  it('lets a candidate turn status e-mails off and on, and no one else', async () => {
    const me = await createCandidate(db, board);
    expect((await call(getSettings, '/x', me.cookie)).body).toEqual({ applicationStatusEmails: true });
    const off = await call(patchSettings, '/x', me.cookie, {
      method: 'PATCH',
      body: { applicationStatusEmails: false },
    });
    expect(off.body).toEqual({ applicationStatusEmails: false });
    expect((await call(getSettings, '/x', me.cookie)).body).toEqual({ applicationStatusEmails: false });
    const bad = await call(patchSettings, '/x', me.cookie, {
      method: 'PATCH',
      body: { applicationStatusEmails: 'no' },
    });
    expect(bad.status).toBe(400);
    expect((await call(getSettings, '/x', recruiterA.cookie)).status).toBe(403);
    expect((await callRoute(getSettings, '/x', { host })).status).toBe(401);
  });

  it('moves several applications at once (bulk), answering which changed', async () => {
    const one = await insertApplication(offerA);
    const two = await insertApplication(offerA, { status: 'in_review' });
    const res = await call(bulkStatus, '/x', recruiterA.cookie, {
      method: 'PATCH',
      body: { ids: [one.id, two.id, one.id], status: 'in_review' },
    });
    expect(res.status).toBe(200);
    expect(res.body.changed).toEqual([one.id]);
    const bad = await call(bulkStatus, '/x', recruiterA.cookie, {
      method: 'PATCH',
      body: { ids: [one.id], status: 'lost' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await call(bulkStatus, '/x', recruiterA.cookie, { method: 'PATCH', body: { ids: [], status: 'seen' } })).status,
    ).toBe(400);
  });

  it('streams the file as an attachment or inline (PDF framed by this site only), auditing every download', async () => {
    const params = { slug: offerA!.slug, id: String(appA.id) };
    const res = await callRouteRaw(
      download,
      `/api/v1/offers/${offerA!.slug}/applications/${appA.id}/download`,
      recruiterA.cookie,
      params,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Ada CV.pdf"/);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const inline = await callRouteRaw(download, `/x?inline=1`, recruiterA.cookie, params);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
    expect(inline.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    await inline.body?.cancel();

    const image = await callRouteRaw(download, `/x?inline=1`, recruiterA.cookie, {
      slug: offerA!.slug,
      id: String(appA2.id),
    });
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(image.headers.get('content-disposition')).toMatch(/^inline/);
    await image.body?.cancel();

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'application'), eq(auditLog.subjectId, String(appA.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['application.file_downloaded', 'application.file_viewed']);
    expect(audit[0]).toMatchObject({ companyId: offerA!.companyId, actorId: recruiterA.userId });
    // The wrong slug for the company's own application is not found either.
    expect(
      (await call(download, '/x', recruiterA.cookie, { params: { slug: 'nope', id: String(appA.id) } })).status,
    ).toBe(404);
  });

  it('answers 404 and audits nothing when the row is there but its file is not (a download meeting a deletion)', async () => {
    const gone = await insertApplication(offerA, {}, { bytes: pdf, mimeType: 'application/pdf', fileName: 'gone.pdf' });
    const [file] = await db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.applicationId, gone.id));
    await getStorage().delete(file!.storageKey);
    const res = await call(download, '/x', recruiterA.cookie, { params: { slug: offerA!.slug, id: String(gone.id) } });
    expect(res.status).toBe(404);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'application'), eq(auditLog.subjectId, String(gone.id)))),
    ).toEqual([]);
    await db.delete(applications).where(eq(applications.id, gone.id));
  });

  it('deletes an application with its file, and records it', async () => {
    const [file] = await db
      .select()
      .from(applicationAttachments)
      .where(eq(applicationAttachments.applicationId, appA2.id));
    expect(await getStorage().get(file!.storageKey)).not.toBeNull();
    const res = await call(remove, '/x', recruiterA.cookie, { params: { id: String(appA2.id) }, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await db.select().from(applications).where(eq(applications.id, appA2.id))).toEqual([]);
    expect(
      await db.select().from(applicationAttachments).where(eq(applicationAttachments.applicationId, appA2.id)),
    ).toEqual([]);
    expect(await getStorage().get(file!.storageKey)).toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.deleted'), eq(auditLog.subjectId, String(appA2.id))));
    expect(entry).toMatchObject({ companyId: offerA!.companyId, actorId: recruiterA.userId });
    expect(JSON.stringify(entry!.details)).not.toContain('Zofia');
    expect(
      (await call(remove, '/x', recruiterA.cookie, { params: { id: String(appA2.id) }, method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('hides applications whose personal data the retention clock erased', async () => {
    const erased = await insertApplication(offerA, { name: '', email: '', message: null });
    const res = await call(list, '/api/v2/employer-panel/applications?pageSize=100', recruiterA.cookie);
    expect(res.body.data.map((a: { id: number }) => a.id)).not.toContain(erased.id);
    expect((await call(detail, '/x', recruiterA.cookie, { params: { id: String(erased.id) } })).status).toBe(404);
    const [n] = await db.execute<{ n: number }>(sql`select count(*)::int as n from applications`).then((r) => r.rows);
    expect(Number(n!.n)).toBeGreaterThan(0);
  });
});

/** The raw Response (headers and bytes of a file). */
async function callRouteRaw(route: Route, url: string, cookie: string, params: Record<string, string>) {
  const { NextRequest } = await import('next/server');
  const request = new NextRequest(`http://${host}${url}`, { headers: { host, ...as(cookie) } });
  return route(request, { params: Promise.resolve(params) });
}
