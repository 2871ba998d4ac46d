import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { emailOutbox, users } from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { resetRateLimits } from '@/lib/rate-limit';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { callerOf } from '@/lib/auth/caller';
import { handleAuthRequest } from '@/lib/auth/route';

const env = vi.hoisted(() => ({ overrides: {} as Record<string, unknown> }));
vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  return { ...original, getEnv: () => ({ ...original.getEnv(), ...env.overrides }) };
});

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 0, seed: 3 });
const { db } = handle;
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

const post = (path: string, body: unknown, host = 'it.localhost', extra: Record<string, string> = {}) =>
  handleAuthRequest(
    new NextRequest(`http://${host}${path}`, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    }),
  );

beforeEach(() => resetRateLimits());
afterEach(() => {
  env.overrides = {};
});

const PASSWORD = 'correct horse';

describe('candidate accounts', () => {
  it('signs up, mails a verification link that signs the candidate in, and knows the caller by the cookie', async () => {
    const email = 'ola@example.com';
    const res = await post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Ola',
      privacyAccepted: true,
    });
    expect(res.status).toBe(200);
    // Not verified yet: signing in is refused.
    const early = await post('/api/auth/sign-in/email', { email, password: 'correct horse' });
    expect(early.status).toBe(403);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail!.subject).toContain('Potwierdź');
    const link = /http:\/\/it\.localhost:3000\/api\/auth\/verify-email\?[^"\s]+/.exec(mail!.text)![0];
    const verify = await handleAuthRequest(new NextRequest(link, { headers: { host: 'it.localhost' } }));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/?modal=account-verified');
    const cookie = verify.headers.getSetCookie().find((c) => c.startsWith('wakat.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const caller = await callerOf(new Headers({ cookie: cookie.split(';')[0]!, host: 'it.localhost' }), it_, db);
    expect(caller).toMatchObject({ kind: 'candidate', email, name: 'Ola', emailVerified: true });
  });

  it('keeps accounts per board: the same e-mail signs up on each board, a cookie of one board is anonymous on the other', async () => {
    const a = await createCandidate(db, it_, { email: 'same@example.com' });
    const b = await createCandidate(db, biz, { email: 'same@example.com' });
    expect(a.userId).not.toBe(b.userId);
    const rows = await db.select().from(users).where(eq(users.email, 'same@example.com'));
    expect(rows.map((r) => r.tenantId).sort()).toEqual([it_.id, biz.id].sort());
    const onBiz = await callerOf(new Headers({ cookie: a.cookie, host: 'biz.localhost' }), biz, db);
    expect(onBiz.kind).toBe('anonymous');
    // Signing in on the other board with the first board's password fails.
    const wrong = await post(
      '/api/auth/sign-in/email',
      { email: 'same@example.com', password: 'x'.repeat(10) },
      'biz.localhost',
    );
    expect(wrong.status).toBe(401);
  });

  it('refuses a forged cookie and a foreign origin', async () => {
    const caller = await callerOf(new Headers({ cookie: 'wakat.session_token=forged.sig' }), it_, db);
    expect(caller.kind).toBe('anonymous');
    const res = await post(
      '/api/auth/sign-up/email',
      { email: 'x@example.com', password: 'correct horse', name: 'X', privacyAccepted: true },
      'it.localhost',
      {
        origin: 'http://evil.example',
      },
    );
    expect(res.status).toBe(403);
    expect(await db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });

  it('rate-limits sign-in with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'whatever1' });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('resets a password through the e-mailed token and ends other sessions', async () => {
    const c = await createCandidate(db, it_, { email: 'reset@example.com' });
    const res = await post('/api/auth/request-password-reset', { email: c.email, redirectTo: '/reset-password' });
    expect(res.status).toBe(200);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, c.email)));
    const mail = mails.find((m) => m.text.includes('/reset-password?token='));
    const token = /reset-password\?token=([^\s"&]+)/.exec(mail!.text)![1]!;
    const done = await post('/api/auth/reset-password', {
      token: decodeURIComponent(token),
      newPassword: 'brand new pass',
    });
    expect(done.status).toBe(200);
    expect((await callerOf(new Headers({ cookie: c.cookie }), it_, db)).kind).toBe('anonymous');
    const signIn = await post('/api/auth/sign-in/email', { email: c.email, password: 'brand new pass' });
    expect(signIn.status).toBe(200);
    // The session is in the HttpOnly cookie only, never in the answer's JSON, and the answer is personal.
    const cookie = signIn.headers.getSetCookie().find((v) => v.startsWith('wakat.session_token='))!;
    const sessionToken = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!).split('.')[0]!;
    const text = await signIn.text();
    expect(JSON.parse(text)).not.toHaveProperty('token');
    expect(text).not.toContain(sessionToken);
    expect(signIn.headers.get('cache-control')).toBe('private, no-store');
    const session = await handleAuthRequest(
      new NextRequest('http://it.localhost/api/auth/get-session', {
        headers: { host: 'it.localhost', cookie: cookie.split(';')[0]! },
      }),
    );
    const sessionText = await session.text();
    expect(sessionText).toContain(c.email);
    expect(sessionText).not.toContain(sessionToken);
  });

  it('creates no account through the library endpoint without the privacy acceptance', async () => {
    for (const privacyAccepted of [undefined, false, 'true']) {
      const res = await post('/api/auth/sign-up/email', {
        email: 'noprivacy@example.com',
        password: PASSWORD,
        name: 'No',
        privacyAccepted,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual([{ field: 'privacyAccepted', message: expect.any(String) }]);
    }
    expect(await db.select().from(users).where(eq(users.email, 'noprivacy@example.com'))).toHaveLength(0);
  });

  it('mails a reset requested with a foreign Host a link on the configured origin', async () => {
    const c = await createCandidate(db, it_, { email: 'foreign-host@example.com' });
    const resetLink = async (host: string) => {
      await db.delete(emailOutbox).where(eq(emailOutbox.to, c.email));
      const res = await post(
        '/api/auth/request-password-reset',
        { email: c.email, redirectTo: '/reset-password' },
        host,
        { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
      );
      expect(res.status).toBe(200);
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, c.email));
      return /\S+\/reset-password\?token=\S+/.exec(mail!.text)![0];
    };
    expect(await resetLink('attacker.example')).toMatch(/^http:\/\/it\.localhost:3000\/reset-password\?token=/);
    env.overrides = { APP_URL: 'https://praca.example' };
    const link = await resetLink('attacker.example');
    expect(link).toMatch(/^https:\/\/praca\.example\/reset-password\?token=/);
    expect(link).not.toContain('attacker');
  });

  it('does not let a rotating X-Forwarded-For reset the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/api/auth/sign-in/email',
        { email: 'nobody@example.com', password: 'whatever1' },
        undefined,
        {
          [CLIENT_ADDRESS_HEADER]: '203.0.113.5',
          'x-forwarded-for': `198.51.100.${i}`,
          'x-real-ip': `198.51.100.${i}`,
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another socket address has its own budget.
    const other = await post(
      '/api/auth/sign-in/email',
      { email: 'nobody@example.com', password: 'whatever1' },
      undefined,
      {
        [CLIENT_ADDRESS_HEADER]: '203.0.113.6',
      },
    );
    expect(other.status).toBe(401);
  });

  it('treats a candidate session as anonymous on a board without candidate login', async () => {
    const noLogin = {
      ...it_,
      config: { ...it_.config, flags: { ...it_.config.flags, enableCandidatePortalLogin: false } },
    };
    expect((await callerOf(new Headers({ cookie: 'wakat.session_token=a.b' }), noLogin, db)).kind).toBe('anonymous');
  });
});
