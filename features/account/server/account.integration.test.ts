import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { DELETE as deleteAccountRoute } from '@/app/api/v2/user-panel/account/route';
import { POST as registerRoute } from '@/app/api/v2/user-panel/account/register/route';
import { GET as getProfileRoute, PATCH as patchProfileRoute } from '@/app/api/v2/user-panel/profile/route';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { handleAuthRequest } from '@/lib/auth/route';
import { installDbHandle } from '@/lib/db/client';
import {
  applicationAttachments,
  applications,
  auditLog,
  candidateDocuments,
  emailOutbox,
  favourites,
  offers,
  redirects,
  users,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { resetRateLimits } from '@/lib/rate-limit';
import { getStorage, installStorage, LocalStorage, newStorageKey } from '@/lib/storage/storage';
import { REDIRECT_TOKEN_PURPOSE, signId } from '@/lib/signed-id';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { callRoute } from '@/tests/http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const handle = await createTestDb();
installDbHandle(handle);
installStorage(new LocalStorage(mkdtempSync(path.join(tmpdir(), 'wakat-account-'))));
await seedDemo(handle, { offers: 20, seed: 4 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);
const [offer] = await db.select().from(offers).where(eq(offers.tenantId, it_.id)).limit(1);

beforeEach(() => resetRateLimits());

const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callRoute(registerRoute, '/api/v2/user-panel/account/register', { method: 'POST', body, headers });

async function verifyFromMailbox(email: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const link = /http:\/\/it\.localhost:3000\/api\/auth\/verify-email\?\S+/.exec(mail!.text)![0];
  const res = await handleAuthRequest(new NextRequest(link, { headers: { host: 'it.localhost' } }));
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('wakat.session_token='))!
    .split(';')[0]!;
}

describe('registration', () => {
  it('validates with localised field errors and creates nothing', async () => {
    // The demo data has its employers; the refused sign-up adds nobody to them.
    const before = await db.select({ id: users.id }).from(users);
    const res = await register(
      { name: '', email: 'nope', password: 'short', privacyAccepted: false },
      { 'accept-language': 'en' },
    );
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      res.body.error.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields.email).toBe('Enter a valid e-mail address.');
    expect(fields.privacyAccepted).toBe('Accept this to continue.');
    expect(fields.password).toContain('8');
    expect(await db.select({ id: users.id }).from(users)).toEqual(before);
  });

  it('links the application, the redirect and the favourite of the visitor once the e-mail is verified', async () => {
    const email = 'linked@example.com';
    const [app] = await db
      .insert(applications)
      .values({
        tenantId: it_.id,
        offerId: offer!.id,
        name: 'Ala',
        email: 'Linked@example.com',
        source: 'apply_form',
        retentionUntil: new Date(Date.now() + 1e10),
      })
      .returning();
    const [foreignApp] = await db
      .insert(applications)
      .values({
        tenantId: it_.id,
        offerId: offer!.id,
        name: 'Eve',
        email: 'eve@example.com',
        source: 'apply_form',
        retentionUntil: new Date(Date.now() + 1e10),
      })
      .returning();
    const [redirect] = await db.insert(redirects).values({ tenantId: it_.id, offerId: offer!.id }).returning();
    const [foreignRedirect] = await db.insert(redirects).values({ tenantId: it_.id, offerId: offer!.id }).returning();
    const res = await register({
      name: 'Ala Nowak',
      email,
      password: 'correct horse',
      privacyAccepted: true,
      applicationId: app!.id,
      redirectId: redirect!.id,
      redirectToken: signId(REDIRECT_TOKEN_PURPOSE, it_.id, redirect!.id),
      favoriteOfferId: offer!.id,
    });
    expect(res.status).toBe(201);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Nothing is linked before the e-mail is proven.
    expect((await db.select().from(applications).where(eq(applications.id, app!.id)))[0]!.candidateId).toBeNull();
    await verifyFromMailbox(email);
    expect((await db.select().from(applications).where(eq(applications.id, app!.id)))[0]!.candidateId).toBe(user!.id);
    expect((await db.select().from(redirects).where(eq(redirects.id, redirect!.id)))[0]!.candidateId).toBe(user!.id);
    expect(await db.select().from(favourites).where(eq(favourites.userId, user!.id))).toHaveLength(1);
    // Someone else's application is never taken over by id.
    const other = await register({
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'correct horse',
      privacyAccepted: true,
      applicationId: foreignApp!.id,
      // Another visitor's redirect: its id is guessable, its token is not (nor is a token of another one).
      redirectId: foreignRedirect!.id,
      redirectToken: `${foreignRedirect!.id}.${signId(REDIRECT_TOKEN_PURPOSE, it_.id, redirect!.id).split('.')[1]}`,
    });
    expect(other.status).toBe(201);
    await verifyFromMailbox('mallory@example.com');
    expect(
      (await db.select().from(applications).where(eq(applications.id, foreignApp!.id)))[0]!.candidateId,
    ).toBeNull();
    expect((await db.select().from(redirects).where(eq(redirects.id, foreignRedirect!.id)))[0]!.candidateId).toBeNull();
  });

  it('answers the same for an e-mail that already has an account', async () => {
    const c = await createCandidate(db, it_);
    const res = await register({ name: 'Again', email: c.email, password: 'another pass', privacyAccepted: true });
    expect(res.status).toBe(201);
    expect(await db.select().from(users).where(eq(users.email, c.email))).toHaveLength(1);
    // The owner of the e-mail is told how to get in.
    await vi.waitFor(async () => {
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, c.email));
      expect(mails.some((m) => m.subject.startsWith('Masz już konto'))).toBe(true);
    });
  });
});

describe('profile', () => {
  it('is the owner’s only: 401 without a session, own data with one', async () => {
    expect((await callRoute(getProfileRoute, '/api/v2/user-panel/profile')).status).toBe(401);
    const a = await createCandidate(db, it_, { name: 'Jan Kowalski' });
    const res = await callRoute(getProfileRoute, '/api/v2/user-panel/profile', { headers: { cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: a.userId,
      email: a.email,
      firstName: 'Jan',
      lastName: 'Kowalski',
      avatarUrl: null,
      applicationDocs: [],
    });
  });

  it('updates name, phone and message with validation', async () => {
    const a = await createCandidate(db, it_);
    const bad = await callRoute(patchProfileRoute, '/api/v2/user-panel/profile', {
      method: 'PATCH',
      headers: { cookie: a.cookie, 'accept-language': 'en' },
      body: { firstName: 'Ewa', phone: 'call me', message: 'x'.repeat(1001) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['message', 'phone']);
    const ok = await callRoute(patchProfileRoute, '/api/v2/user-panel/profile', {
      method: 'PATCH',
      headers: { cookie: a.cookie },
      body: { firstName: 'Ewa', lastName: 'Lis', phone: '+48 600 700 800', message: 'Hello' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Ewa', lastName: 'Lis', phone: '+48 600 700 800', message: 'Hello' });
    expect((await db.select().from(users).where(eq(users.id, a.userId)))[0]!.name).toBe('Ewa Lis');
  });
});

describe('account deletion', () => {
  it('needs the account e-mail typed, then deletes files, personal data of applications and the user, with an audit entry', async () => {
    const a = await createCandidate(db, it_);
    const b = await createCandidate(db, it_);
    const storage = getStorage();
    const cvKey = newStorageKey('cv', 'pdf');
    const attKey = newStorageKey('applications', 'pdf');
    await storage.put(cvKey, new TextEncoder().encode('%PDF-1.4 cv'));
    await storage.put(attKey, new TextEncoder().encode('%PDF-1.4 att'));
    await db
      .insert(candidateDocuments)
      .values({ userId: a.userId, storageKey: cvKey, fileName: 'cv.pdf', mimeType: 'application/pdf', sizeBytes: 11 });
    const [app] = await db
      .insert(applications)
      .values({
        tenantId: it_.id,
        offerId: offer!.id,
        candidateId: a.userId,
        name: 'A',
        email: a.email,
        message: 'Hi',
        source: 'apply_form',
        retentionUntil: new Date(Date.now() + 1e10),
      })
      .returning();
    await db.insert(applicationAttachments).values({
      applicationId: app!.id,
      storageKey: attKey,
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 12,
    });

    const wrong = await callRoute(deleteAccountRoute, '/api/v2/user-panel/account', {
      method: 'DELETE',
      headers: { cookie: a.cookie },
      body: { confirmEmail: b.email },
    });
    expect(wrong.status).toBe(400);
    expect(await db.select().from(users).where(eq(users.id, a.userId))).toHaveLength(1);

    const res = await callRoute(deleteAccountRoute, '/api/v2/user-panel/account', {
      method: 'DELETE',
      headers: { cookie: a.cookie },
      body: { confirmEmail: a.email.toUpperCase() },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await db.select().from(users).where(eq(users.id, a.userId))).toHaveLength(0);
    expect(await db.select().from(candidateDocuments).where(eq(candidateDocuments.userId, a.userId))).toHaveLength(0);
    const [anon] = await db.select().from(applications).where(eq(applications.id, app!.id));
    expect(anon).toMatchObject({ name: '', email: '', message: null, candidateId: null });
    expect(
      await db.select().from(applicationAttachments).where(eq(applicationAttachments.applicationId, app!.id)),
    ).toHaveLength(0);
    expect(await storage.get(cvKey)).toBeNull();
    expect(await storage.get(attKey)).toBeNull();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.subjectId, a.userId));
    expect(entry).toMatchObject({
      action: 'account.deleted',
      details: { documents: 1, applications: 1, attachments: 1 },
    });
    // The other candidate is untouched.
    expect(await db.select().from(users).where(eq(users.id, b.userId))).toHaveLength(1);
  });
});
