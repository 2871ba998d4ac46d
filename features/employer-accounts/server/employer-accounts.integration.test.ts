import { and, desc, eq } from 'drizzle-orm';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { handleAuthRequest } from '@/lib/auth/route';
import { installDbHandle } from '@/lib/db/client';
import { auditLog, companies, companyInvitations, companyMembers, emailOutbox, users } from '@/lib/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { buildTenantConfig, insertTenant } from '@/tests/factories/tenant';
import { callRoute, type Route } from '@/tests/http';
import { POST as revoke } from '@/app/api/v1/oauth/revoke/route';
import { PATCH as confirm } from '@/app/api/v1/users/confirm/route';
import { POST as requestReset, PATCH as reset } from '@/app/api/v1/users/password/route';
import { PATCH as regenerate } from '@/app/api/v1/users/regenerate_confirmation_token/route';
import { POST as invite } from '@/app/api/v1/users/route';
import { POST as signUp } from '@/app/api/v1/users/sign_up/route';
import { POST as switchCompany } from '@/app/api/v2/employer-panel/active-company/route';
import { DELETE as removeUser, PATCH as patchUser } from '@/app/api/v2/employer-panel/users/[id]/route';
import { GET as listUsers } from '@/app/api/v2/employer-panel/users/route';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await insertTenant(db, 'it', undefined, true);
await insertTenant(db, 'biz', buildTenantConfig({ flagOverrides: { enableCandidatePortalLogin: false } }));
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

const companyA = await insertCompany(db, it_.id, 'Alpha');
const companyB = await insertCompany(db, it_.id, 'Beta');
const ownerA = await createEmployer(db, it_, [{ companyId: companyA, right: 'owner' }]);
const adminA = await createEmployer(db, it_, [{ companyId: companyA, right: 'admin' }]);
const recruiterA = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
const ownerB = await createEmployer(db, it_, [{ companyId: companyB, right: 'owner' }]);
const candidate = await createCandidate(db, it_);

const ORIGIN = 'http://it.localhost';
const call = (
  route: Route,
  path: string,
  opts: {
    method?: string;
    body?: unknown;
    cookie?: string;
    params?: Record<string, string>;
    host?: string;
    lang?: string;
  } = {},
) =>
  callRoute(route, `${path}${opts.lang ? `?lang=${opts.lang}` : ''}`, {
    method: opts.method ?? 'POST',
    body: opts.body,
    params: opts.params,
    host: opts.host,
    headers: {
      origin: opts.host ? `http://${opts.host}` : ORIGIN,
      [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });

async function lastMail(to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return mail;
}
const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

async function signIn(email: string, password: string, host = 'it.localhost') {
  const res = await handleAuthRequest(
    new Request(`http://${host}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        host,
        origin: `http://${host}`,
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
      },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  return { status: res.status, cookie };
}

const validSignUp = (email: string, companyName = 'Nowa Firma') => ({
  company: { name: companyName, accepted_regulations: true, subscribe_to_newsletter: true },
  user: {
    name: 'Nina Nowak',
    phone: '+48 600 700 800',
    email,
    password: 'Secret-pass-1',
    confirmation: 'Secret-pass-1',
  },
});

beforeEach(() => resetRateLimits());

describe('sign-up and confirmation', () => {
  it('creates the company and its owner in one go, mails a confirmation, and signs in only once confirmed', async () => {
    const email = 'Nina@Firma.example';
    const res = await call(signUp, '/api/v1/users/sign_up', { body: validSignUp(email) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: 'nina@firma.example' });
    const [user] = await db.select().from(users).where(eq(users.email, 'nina@firma.example'));
    expect(user).toMatchObject({ role: 'employer', emailVerified: false, phone: '+48 600 700 800', tenantId: it_.id });
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date);
    const [member] = await db.select().from(companyMembers).where(eq(companyMembers.userId, user!.id));
    expect(member!.right).toBe('owner');
    const [company] = await db.select().from(companies).where(eq(companies.id, member!.companyId));
    expect(company).toMatchObject({ name: 'Nowa Firma', subscribeToNewsletter: true, locale: 'pl' });
    expect(company!.regulationsAcceptedAt).toBeInstanceOf(Date);

    expect((await signIn('nina@firma.example', 'Secret-pass-1')).status).toBe(403);
    const mail = await lastMail('nina@firma.example');
    expect(mail!.subject).toContain('Potwierdź konto firmowe');
    const token = tokenIn(mail!.text)!;
    expect(mail!.text).toContain('/employer/confirm?token=');

    const ok = await call(confirm, '/api/v1/users/confirm', { method: 'PATCH', body: { confirmation_token: token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ kind: 'confirmation', email: 'nina@firma.example' });
    expect((await signIn('nina@firma.example', 'Secret-pass-1')).status).toBe(200);

    // Replayed: a clear error, nothing changes.
    const again = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: { confirmation_token: token },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Ten link jest nieprawidłowy albo został już użyty.');
  });

  it('answers an existing address exactly like a new one and mails its owner instead', async () => {
    const before = await db.select().from(companies);
    const res = await call(signUp, '/api/v1/users/sign_up', { body: validSignUp(ownerA.email, 'Duplicate Co') });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: ownerA.email });
    expect(await db.select().from(companies)).toHaveLength(before.length);
    expect((await lastMail(ownerA.email))!.subject).toContain('Masz już konto');
  });

  it('refuses bad input field by field, localised, and creates nothing', async () => {
    const body = {
      company: { name: 'X', accepted_regulations: false },
      user: { name: '', phone: 'abc', email: 'not-an-email', password: 'short', confirmation: 'other' },
    };
    const pl = await call(signUp, '/api/v1/users/sign_up', { body });
    expect(pl.status).toBe(400);
    const fields = Object.fromEntries(
      (pl.body.error.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
    );
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'company.name',
        'company.accepted_regulations',
        'user.name',
        'user.phone',
        'user.email',
        'user.password',
      ]),
    );
    expect(fields['company.accepted_regulations']).toBe('Zaakceptuj, aby kontynuować.');
    const en = await call(signUp, '/api/v1/users/sign_up', { body, lang: 'en' });
    expect(en.body.error.fields.find((f: { field: string }) => f.field === 'user.phone').message).toMatch(/phone/i);
    const differ = await call(signUp, '/api/v1/users/sign_up', {
      body: {
        ...validSignUp('x@y.example'),
        user: { ...validSignUp('x@y.example').user, confirmation: 'nope-nope-1' },
      },
    });
    expect(differ.body.error.fields).toEqual([{ field: 'user.confirmation', message: 'Hasła się różnią.' }]);
    expect(await db.select().from(users).where(eq(users.email, 'x@y.example'))).toHaveLength(0);
  });

  it('regenerates a confirmation link (the old one stops working) with the same answer for any address', async () => {
    await call(signUp, '/api/v1/users/sign_up', { body: validSignUp('late@firma.example', 'Late Co') });
    const first = tokenIn((await lastMail('late@firma.example'))!.text)!;
    const res = await call(regenerate, '/api/v1/users/regenerate_confirmation_token', {
      method: 'PATCH',
      body: { email: 'late@firma.example' },
    });
    expect(res.status).toBe(200);
    const second = tokenIn((await lastMail('late@firma.example'))!.text)!;
    expect(second).not.toBe(first);
    const unknown = await call(regenerate, '/api/v1/users/regenerate_confirmation_token', {
      method: 'PATCH',
      body: { email: 'nobody@firma.example' },
    });
    expect(unknown).toMatchObject({ status: 200, body: res.body });
    expect(
      (await call(confirm, '/api/v1/users/confirm', { method: 'PATCH', body: { confirmation_token: first } })).status,
    ).toBe(404);
    expect(
      (await call(confirm, '/api/v1/users/confirm', { method: 'PATCH', body: { confirmation_token: second } })).status,
    ).toBe(200);
  });

  it('says an expired link has expired and changes nothing', async () => {
    await call(signUp, '/api/v1/users/sign_up', { body: validSignUp('old@firma.example', 'Old Co') });
    const token = tokenIn((await lastMail('old@firma.example'))!.text)!;
    const { verifications } = await import('@/lib/db/schema');
    await db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: { confirmation_token: token },
      lang: 'en',
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('This link has expired. Ask for a new one.');
    const [user] = await db.select().from(users).where(eq(users.email, 'old@firma.example'));
    expect(user!.emailVerified).toBe(false);
  });

  it('rate-limits sign-up with 429 and Retry-After', async () => {
    let last = 0;
    let retry: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await call(signUp, '/api/v1/users/sign_up', {
        body: validSignUp(`spam${i}@firma.example`, `Spam ${i}`),
      });
      last = res.status;
      retry = res.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });

  it('lets employers sign in on a board without candidate login, and signs up companies there', async () => {
    const res = await call(signUp, '/api/v1/users/sign_up', {
      body: validSignUp('biz@firma.example', 'Biz Firma'),
      host: 'biz.localhost',
    });
    expect(res.status).toBe(201);
    const token = tokenIn((await lastMail('biz@firma.example'))!.text)!;
    expect(
      (
        await call(confirm, '/api/v1/users/confirm', {
          method: 'PATCH',
          body: { confirmation_token: token },
          host: 'biz.localhost',
        })
      ).status,
    ).toBe(200);
    expect((await signIn('biz@firma.example', 'Secret-pass-1', 'biz.localhost')).status).toBe(200);
    // The same token means nothing on another board.
    expect(biz.id).not.toBe(it_.id);
  });
});

describe('password reset and sign-out', () => {
  it('mails an employer reset link, sets the new password once, and revokes the session', async () => {
    const emp = await createEmployer(db, it_, [{ companyId: companyB, right: 'recruiter' }]);
    const res = await call(requestReset, '/api/v1/users/password', { body: { email: emp.email } });
    expect(res.status).toBe(200);
    const unknown = await call(requestReset, '/api/v1/users/password', { body: { email: 'none@firma.example' } });
    expect(unknown).toMatchObject({ status: 200, body: res.body });
    const mail = await lastMail(emp.email);
    expect(mail!.text).toContain('/employer/reset-password?token=');
    const token = tokenIn(mail!.text)!;
    const bad = await call(reset, '/api/v1/users/password', {
      method: 'PATCH',
      body: { reset_password_token: token, password: 'New-pass-123', confirmation: 'Other-pass-123' },
    });
    expect(bad.status).toBe(400);
    const ok = await call(reset, '/api/v1/users/password', {
      method: 'PATCH',
      body: { reset_password_token: token, password: 'New-pass-123', confirmation: 'New-pass-123' },
    });
    expect(ok.status).toBe(200);
    const replay = await call(reset, '/api/v1/users/password', {
      method: 'PATCH',
      body: { reset_password_token: token, password: 'New-pass-456', confirmation: 'New-pass-456' },
    });
    expect(replay.status).toBe(404);
    const signedIn = await signIn(emp.email, 'New-pass-123');
    expect(signedIn.status).toBe(200);

    const out = await call(revoke, '/api/v1/oauth/revoke', { body: { client_id: 'panel' }, cookie: signedIn.cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ revoked: true });
    const after = await call(listUsers, '/api/v2/employer-panel/users', { method: 'GET', cookie: signedIn.cookie });
    expect(after.status).toBe(401);
  });
});

describe('team: invitations, rights, removal', () => {
  it('invites with the inviter and company named, accepts with a new password, once', async () => {
    const res = await call(invite, '/api/v1/users', {
      body: { email: 'New.Recruiter@firma.example', right: 'recruiter' },
      cookie: adminA.cookie,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'new.recruiter@firma.example', right: 'recruiter', expired: false });
    const mail = await lastMail('new.recruiter@firma.example');
    expect(mail!.subject).toContain('Alpha');
    expect(mail!.text).toContain('7 dni');
    const token = tokenIn(mail!.text)!;
    const noPassword = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: { confirmation_token: token },
    });
    expect(noPassword.status).toBe(400);
    // A new user gives a name, a password and accepts the regulations, as the sign-up asks.
    expect(noPassword.body.error.fields.map((f: { field: string }) => f.field)).toEqual([
      'name',
      'password',
      'accepted_regulations',
    ]);
    const notAccepted = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: {
        confirmation_token: token,
        name: 'Nowa Rekruterka',
        password: 'Joined-pass-1',
        confirmation: 'Joined-pass-1',
        accepted_regulations: false,
      },
    });
    expect(notAccepted.status).toBe(400);
    expect(notAccepted.body.error.fields).toEqual([
      { field: 'accepted_regulations', message: 'Zaakceptuj, aby kontynuować.' },
    ]);
    const blankName = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: {
        confirmation_token: token,
        name: '   ',
        password: 'Joined-pass-1',
        confirmation: 'Joined-pass-1',
        accepted_regulations: true,
      },
    });
    expect(blankName.status).toBe(400);
    expect(blankName.body.error.fields.map((f: { field: string }) => f.field)).toEqual(['name']);
    const ok = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: {
        confirmation_token: token,
        name: '  Nowa Rekruterka ',
        password: 'Joined-pass-1',
        confirmation: 'Joined-pass-1',
        accepted_regulations: true,
      },
    });
    expect(ok.body).toMatchObject({ kind: 'invitation', companyId: companyA, newUser: true });
    const [joined] = await db
      .select({ name: users.name, termsAcceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.email, 'new.recruiter@firma.example'));
    expect(joined!.name).toBe('Nowa Rekruterka');
    expect(joined!.termsAcceptedAt).toBeInstanceOf(Date);
    const replay = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: {
        confirmation_token: token,
        name: 'Nowa Rekruterka',
        password: 'Joined-pass-2',
        confirmation: 'Joined-pass-2',
        accepted_regulations: true,
      },
    });
    expect(replay.status).toBe(404);
    const signedIn = await signIn('new.recruiter@firma.example', 'Joined-pass-1');
    expect(signedIn.status).toBe(200);
    // A recruiter manages no users.
    expect(
      (await call(listUsers, '/api/v2/employer-panel/users', { method: 'GET', cookie: signedIn.cookie })).status,
    ).toBe(403);
  });

  it('an existing account (a candidate too) joins without a new password; a member cannot be invited twice', async () => {
    await call(invite, '/api/v1/users', { body: { email: candidate.email, right: 'admin' }, cookie: ownerA.cookie });
    const token = tokenIn((await lastMail(candidate.email))!.text)!;
    const ok = await call(confirm, '/api/v1/users/confirm', { method: 'PATCH', body: { confirmation_token: token } });
    expect(ok.body).toMatchObject({ kind: 'invitation', newUser: false });
    const list = await call(listUsers, '/api/v2/employer-panel/users', { method: 'GET', cookie: candidate.cookie });
    expect(list.status).toBe(200);
    expect(list.body.members.find((m: { email: string }) => m.email === candidate.email).right).toBe('admin');
    const twice = await call(invite, '/api/v1/users', {
      body: { email: candidate.email, right: 'recruiter' },
      cookie: ownerA.cookie,
    });
    expect(twice.status).toBe(409);
  });

  it('resending replaces the pending invitation: the old link stops working', async () => {
    await call(invite, '/api/v1/users', {
      body: { email: 'twice@firma.example', right: 'recruiter' },
      cookie: ownerA.cookie,
    });
    const first = tokenIn((await lastMail('twice@firma.example'))!.text)!;
    await call(invite, '/api/v1/users', {
      body: { email: 'twice@firma.example', right: 'recruiter' },
      cookie: ownerA.cookie,
    });
    const pending = await db
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.email, 'twice@firma.example')));
    expect(pending).toHaveLength(1);
    const res = await call(confirm, '/api/v1/users/confirm', {
      method: 'PATCH',
      body: {
        confirmation_token: first,
        name: 'Dwa Razy',
        password: 'Joined-pass-1',
        confirmation: 'Joined-pass-1',
        accepted_regulations: true,
      },
    });
    expect(res.status).toBe(404);
    const list = await call(listUsers, '/api/v2/employer-panel/users', { method: 'GET', cookie: ownerA.cookie });
    expect(list.body.invitations.map((i: { email: string }) => i.email)).toContain('twice@firma.example');
  });

  it('changes rights with the rules: admins not on owners, never the last owner; every change is logged', async () => {
    const member = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
    const up = await call(patchUser, `/api/v2/employer-panel/users/${member.userId}`, {
      method: 'PATCH',
      params: { id: member.userId },
      body: { right: 'admin' },
      cookie: adminA.cookie,
    });
    expect(up).toMatchObject({ status: 200, body: { right: 'admin' } });
    const toOwner = await call(patchUser, '/x', {
      method: 'PATCH',
      params: { id: member.userId },
      body: { right: 'owner' },
      cookie: adminA.cookie,
    });
    expect(toOwner.status).toBe(403);
    const demoteOwner = await call(patchUser, '/x', {
      method: 'PATCH',
      params: { id: ownerA.userId },
      body: { right: 'admin' },
      cookie: adminA.cookie,
    });
    expect(demoteOwner.status).toBe(403);
    const lastOwner = await call(patchUser, '/x', {
      method: 'PATCH',
      params: { id: ownerA.userId },
      body: { right: 'admin' },
      cookie: ownerA.cookie,
    });
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.error.message).toMatch(/właściciela/);
    const leave = await call(removeUser, '/x', {
      method: 'DELETE',
      params: { id: ownerA.userId },
      cookie: ownerA.cookie,
    });
    expect(leave.status).toBe(409);
    const log = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyA), eq(auditLog.subjectId, member.userId)));
    expect(log.map((r) => r.action)).toContain('member.right_changed');
    expect(log.find((r) => r.action === 'member.right_changed')!.details).toMatchObject({
      right: { from: 'recruiter', to: 'admin' },
    });
  });

  it('a removed member loses access at once and gets a mail', async () => {
    const member = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
    // Their session works first (the invite route answers 403 for a recruiter, not 401).
    expect((await call(listUsers, '/x', { method: 'GET', cookie: member.cookie })).status).toBe(403);
    const res = await call(removeUser, '/x', {
      method: 'DELETE',
      params: { id: member.userId },
      cookie: ownerA.cookie,
    });
    expect(res.status).toBe(204);
    expect((await call(listUsers, '/x', { method: 'GET', cookie: member.cookie })).status).toBe(401);
    expect((await lastMail(member.email))!.subject).toContain('Alpha');
    const removedAgain = await call(removeUser, '/x', {
      method: 'DELETE',
      params: { id: member.userId },
      cookie: ownerA.cookie,
    });
    expect(removedAgain.status).toBe(404);
  });

  it('a recruiter can leave, but removes nobody else', async () => {
    const member = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
    expect(
      (await call(removeUser, '/x', { method: 'DELETE', params: { id: recruiterA.userId }, cookie: member.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await call(removeUser, '/x', { method: 'DELETE', params: { id: member.userId }, cookie: member.cookie })).status,
    ).toBe(204);
  });

  it('rate-limits invitations with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (
          await call(invite, '/api/v1/users', {
            body: { email: `bulk${i}@firma.example`, right: 'recruiter' },
            cookie: ownerB.cookie,
          })
        ).status,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('company switcher', () => {
  it('switches only to a company of the caller', async () => {
    const both = await createEmployer(db, it_, [
      { companyId: companyA, right: 'recruiter' },
      { companyId: companyB, right: 'admin' },
    ]);
    expect((await call(listUsers, '/x', { method: 'GET', cookie: both.cookie })).status).toBe(403);
    const res = await call(switchCompany, '/x', { body: { companyId: companyB }, cookie: both.cookie });
    expect(res.status).toBe(200);
    const company = res.headers.get('set-cookie')!.split(';')[0]!;
    const list = await call(listUsers, '/x', { method: 'GET', cookie: `${both.cookie}; ${company}` });
    expect(list.status).toBe(200);
    expect(list.body.members.map((m: { email: string }) => m.email)).toContain(ownerB.email);
    const foreign = await insertCompany(db, it_.id, 'Gamma');
    expect((await call(switchCompany, '/x', { body: { companyId: foreign }, cookie: both.cookie })).status).toBe(404);
  });
});

describe('IDOR and the rights matrix', () => {
  const employerRoutes = (
    target: string,
  ): [string, Route, { method: string; body?: unknown; params?: Record<string, string> }][] => [
    ['invite', invite, { method: 'POST', body: { email: 'idor@firma.example', right: 'recruiter' } }],
    ['list', listUsers, { method: 'GET' }],
    ['patch', patchUser, { method: 'PATCH', params: { id: target }, body: { right: 'recruiter' } }],
    ['delete', removeUser, { method: 'DELETE', params: { id: target } }],
  ];

  it('a candidate session gets 403 and a visitor 401 on every employer route', async () => {
    const plainCandidate = await createCandidate(db, it_);
    for (const [name, route, opts] of employerRoutes(ownerA.userId)) {
      expect([name, (await call(route, '/x', { ...opts, cookie: plainCandidate.cookie })).status]).toEqual([name, 403]);
      expect([name, (await call(route, '/x', opts)).status]).toEqual([name, 401]);
    }
  });

  it('a recruiter gets 403 on managing users', async () => {
    for (const [name, route, opts] of employerRoutes(adminA.userId)) {
      if (name === 'delete') continue; // leaving is theirs; removing others is covered above
      expect([name, (await call(route, '/x', { ...opts, cookie: recruiterA.cookie })).status]).toEqual([name, 403]);
    }
  });

  it('the owner of company B can neither see nor change company A people', async () => {
    const list = await call(listUsers, '/x', { method: 'GET', cookie: ownerB.cookie });
    const emails = list.body.members.map((m: { email: string }) => m.email);
    expect(emails).not.toContain(ownerA.email);
    for (const id of [adminA.userId, recruiterA.userId, ownerA.userId]) {
      expect(
        (
          await call(patchUser, '/x', {
            method: 'PATCH',
            params: { id },
            body: { right: 'owner' },
            cookie: ownerB.cookie,
          })
        ).status,
      ).toBe(404);
      expect((await call(removeUser, '/x', { method: 'DELETE', params: { id }, cookie: ownerB.cookie })).status).toBe(
        404,
      );
    }
    const [still] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyA), eq(companyMembers.userId, adminA.userId)));
    expect(still!.right).toBe('admin');
  });

  it('an id that is not an id names no one: 404, not a 500', async () => {
    const res = await call(patchUser, '/x', {
      method: 'PATCH',
      params: { id: "x' or 1=1" },
      body: { right: 'admin' },
      cookie: ownerA.cookie,
    });
    expect(res.status).toBe(404);
  });
});
