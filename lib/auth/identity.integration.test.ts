import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { resolveTenant, type Tenant } from '@/lib/tenants/tenant-service';
import { installDbHandle } from '@/lib/db/client';
import { companyMembers } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { resolveRouteCaller, type AuthSpec } from '@/lib/http/route-auth';
import { resetRateLimits } from '@/lib/rate-limit';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { buildTenantConfig, insertTenant } from '@/tests/factories/tenant';
import { resolveIdentity } from './caller';
import { activeCompanyCookieValue, ACTIVE_COMPANY_COOKIE } from './company-cookie';
import { hashOfferToken, registerOfferTokenLookup } from './offer-token';
import { handleAuthRequest } from './route';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await insertTenant(db, 'it', undefined, true);
await insertTenant(db, 'biz', buildTenantConfig({ flagOverrides: { enableCandidatePortalLogin: false } }));
const it_ = await resolveTenant('it.localhost', db);
const biz = await resolveTenant('biz.localhost', db);

const companyA = await insertCompany(db, it_.id, 'Alpha');
const companyB = await insertCompany(db, it_.id, 'Beta');
const companyC = await insertCompany(db, it_.id, 'Gamma');
const bizCompany = await insertCompany(db, biz.id, 'Biz Co');

const headersOf = (cookie: string, host = 'it.localhost') => new Headers({ cookie, host });

/** The caller an auth spec admits, or the status it answers with. */
async function resolve(auth: AuthSpec, cookie: string, tenant: Tenant = it_, offerToken?: string) {
  try {
    return await resolveRouteCaller(auth, {
      headers: headersOf(cookie, `${tenant.slug}.localhost`),
      tenant,
      db,
      locale: 'pl',
      offerToken,
    });
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
}

beforeEach(() => resetRateLimits());

describe('caller resolution', () => {
  it('knows nobody without a session: 401 on every role, anonymous where optional', async () => {
    expect(await resolve('candidate', '')).toEqual({ status: 401, message: 'signInRequired' });
    expect(await resolve('employer', '')).toMatchObject({ status: 401 });
    expect(await resolve({ companyRight: 'recruiter' }, 'wakat.session_token=forged.sig')).toMatchObject({
      status: 401,
    });
    expect(await resolve('optional', '')).toEqual({ kind: 'anonymous', tenantId: it_.id });
  });

  it('resolves a candidate on a board with candidate login, and treats them as anonymous where login is off', async () => {
    const c = await createCandidate(db, it_);
    expect(await resolve('candidate', c.cookie)).toMatchObject({ kind: 'candidate', userId: c.userId });
    expect(await resolve('optional', c.cookie)).toMatchObject({ kind: 'candidate' });
    // A candidate is no company member.
    expect(await resolve('employer', c.cookie)).toEqual({ status: 403, message: 'identity.forbidden' });
    // The same session where the board has no candidate login.
    const noLogin = {
      ...it_,
      config: { ...it_.config, flags: { ...it_.config.flags, enableCandidatePortalLogin: false } },
    };
    expect(await resolve('candidate', c.cookie, noLogin)).toEqual({ status: 401, message: 'signInRequired' });
    expect(await resolve('optional', c.cookie, noLogin)).toEqual({ kind: 'anonymous', tenantId: it_.id });
  });

  it('resolves a company member with the right held in the active company (owner > admin > recruiter)', async () => {
    const recruiter = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
    expect(await resolve('employer', recruiter.cookie)).toMatchObject({
      kind: 'employer',
      userId: recruiter.userId,
      companyId: companyA,
      right: 'recruiter',
      companyIds: [companyA],
    });
    expect(await resolve({ companyRight: 'recruiter' }, recruiter.cookie)).toMatchObject({ right: 'recruiter' });
    expect(await resolve({ companyRight: 'admin' }, recruiter.cookie)).toEqual({
      status: 403,
      message: 'identity.forbidden',
    });
    expect(await resolve({ companyRight: 'owner' }, recruiter.cookie)).toMatchObject({ status: 403 });
    // An employer account is no candidate.
    expect(await resolve('candidate', recruiter.cookie)).toMatchObject({ status: 403 });
    expect(await resolve('optional', recruiter.cookie)).toMatchObject({ kind: 'employer', companyId: companyA });

    const owner = await createEmployer(db, it_, [{ companyId: companyA, right: 'owner' }]);
    expect(await resolve({ companyRight: 'admin' }, owner.cookie)).toMatchObject({ right: 'owner' });
    expect(await resolve({ companyRight: 'owner' }, owner.cookie)).toMatchObject({ right: 'owner' });
  });

  it('loses a removed member at once: the membership is read on every request', async () => {
    const admin = await createEmployer(db, it_, [{ companyId: companyA, right: 'admin' }]);
    expect(await resolve({ companyRight: 'admin' }, admin.cookie)).toMatchObject({ companyId: companyA });
    await db
      .update(companyMembers)
      .set({ right: 'recruiter' })
      .where(and(eq(companyMembers.userId, admin.userId), eq(companyMembers.companyId, companyA)));
    expect(await resolve({ companyRight: 'admin' }, admin.cookie)).toMatchObject({ status: 403 });
    await db.delete(companyMembers).where(eq(companyMembers.userId, admin.userId));
    expect(await resolve('employer', admin.cookie)).toEqual({ status: 401, message: 'signInRequired' });
  });

  it('keeps one person a candidate and, separately, a member of a company', async () => {
    const c = await createCandidate(db, it_);
    await db.insert(companyMembers).values({ companyId: companyB, userId: c.userId, right: 'recruiter' });
    expect(await resolve('candidate', c.cookie)).toMatchObject({ kind: 'candidate', userId: c.userId });
    expect(await resolve('employer', c.cookie)).toMatchObject({ kind: 'employer', companyId: companyB });
    // Public pages show the candidate side first.
    expect(await resolve('optional', c.cookie)).toMatchObject({ kind: 'candidate' });
    await db.delete(companyMembers).where(eq(companyMembers.userId, c.userId));
    // Still signed in (as a candidate), so the employer side is forbidden rather than unknown.
    expect(await resolve('employer', c.cookie)).toMatchObject({ status: 403 });
  });

  it('picks the active company from the signed cookie, defaulting to the first membership', async () => {
    const e = await createEmployer(db, it_, [
      { companyId: companyA, right: 'recruiter' },
      { companyId: companyB, right: 'owner' },
    ]);
    const withCompany = (value: string) => `${e.cookie}; ${ACTIVE_COMPANY_COOKIE}=${value}`;
    expect(await resolve('employer', e.cookie)).toMatchObject({
      companyId: companyA,
      companyIds: [companyA, companyB],
    });
    const chooseB = withCompany(activeCompanyCookieValue(e.userId, companyB));
    expect(await resolve({ companyRight: 'owner' }, chooseB)).toMatchObject({ companyId: companyB, right: 'owner' });
    // A forged signature, or a cookie signed for somebody else, is not honoured: the first company stays active.
    const forged = withCompany(`${companyB}.${'A'.repeat(43)}`);
    expect(await resolve('employer', forged)).toMatchObject({ companyId: companyA, right: 'recruiter' });
    expect(await resolve({ companyRight: 'owner' }, forged)).toMatchObject({ status: 403 });
    const someoneElses = withCompany(activeCompanyCookieValue('another-user', companyB));
    expect(await resolve('employer', someoneElses)).toMatchObject({ companyId: companyA });
    expect(await resolve('employer', withCompany('garbage'))).toMatchObject({ companyId: companyA });
    // A validly signed cookie naming a company the user does not (or no longer) belong to: 403, no silent switch.
    const notMember = withCompany(activeCompanyCookieValue(e.userId, companyC));
    expect(await resolve('employer', notMember)).toEqual({ status: 403, message: 'identity.companyAccessRevoked' });
    expect((await resolveIdentity(headersOf(notMember), it_, db)).employer).toBeNull();
    // Removed from B while B is active: the next request is refused, not moved to A.
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, e.userId), eq(companyMembers.companyId, companyB)));
    expect(await resolve('employer', chooseB)).toMatchObject({ status: 403 });
    expect(await resolve('employer', e.cookie)).toMatchObject({ companyId: companyA });
  });

  it('admits any member to the company switcher, also while the active company has just removed them', async () => {
    const e = await createEmployer(db, it_, [
      { companyId: companyA, right: 'recruiter' },
      { companyId: companyB, right: 'owner' },
    ]);
    const chooseB = `${e.cookie}; ${ACTIVE_COMPANY_COOKIE}=${activeCompanyCookieValue(e.userId, companyB)}`;
    expect(await resolve('companyMember', chooseB)).toMatchObject({
      kind: 'companyMember',
      userId: e.userId,
      memberships: [
        { companyId: companyA, right: 'recruiter' },
        { companyId: companyB, right: 'owner' },
      ],
    });
    await db
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, e.userId), eq(companyMembers.companyId, companyB)));
    // The panel refuses the revoked company; the switcher still admits them, with the company they kept.
    expect(await resolve('employer', chooseB)).toMatchObject({ status: 403 });
    expect(await resolve('companyMember', chooseB)).toMatchObject({
      kind: 'companyMember',
      memberships: [{ companyId: companyA, right: 'recruiter' }],
    });
    // Signed out: 401; signed in without any company (a candidate): 403.
    expect(await resolve('companyMember', '')).toEqual({ status: 401, message: 'signInRequired' });
    const c = await createCandidate(db, it_);
    expect(await resolve('companyMember', c.cookie)).toMatchObject({ status: 403 });
  });

  it('admits the bearer of an offer token through the registered lookup, and only that', async () => {
    const token = 'tok_0123456789abcdefghijkl';
    // Tokens are stored hashed: the lookup only ever sees the hash.
    const stored = new Map([[`${it_.id}:${hashOfferToken(token)}`, 42]]);
    const previous = registerOfferTokenLookup(async (_db, tenantId, hash) => stored.get(`${tenantId}:${hash}`) ?? null);
    try {
      expect(await resolve('offerToken', '', it_, token)).toEqual({
        kind: 'offerToken',
        tenantId: it_.id,
        offerId: 42,
      });
      expect(await resolve('offerToken', '', biz, token)).toMatchObject({ status: 401 });
      expect(await resolve('offerToken', '', it_, 'short')).toMatchObject({ status: 401 });
      expect(await resolve('offerToken', '')).toMatchObject({ status: 401 });
      // Either a member of the company or the token's bearer.
      const e = await createEmployer(db, it_, [{ companyId: companyA, right: 'recruiter' }]);
      expect(await resolve(['employer', 'offerToken'], e.cookie)).toMatchObject({ kind: 'employer' });
      expect(await resolve(['employer', 'offerToken'], '', it_, token)).toMatchObject({ kind: 'offerToken' });
      expect(await resolve([{ companyRight: 'admin' }, 'offerToken'], e.cookie)).toMatchObject({ status: 403 });
    } finally {
      registerOfferTokenLookup(previous);
    }
  });
});

describe('employer sign-in on a board without candidate login', () => {
  const post = (path: string, body: unknown) =>
    handleAuthRequest(
      new NextRequest(`http://biz.localhost${path}`, {
        method: 'POST',
        headers: { host: 'biz.localhost', origin: 'http://biz.localhost', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('signs a company member in, keeps a candidate account out and has no candidate sign-up', async () => {
    const e = await createEmployer(db, biz, [{ companyId: bizCompany, right: 'owner' }]);
    const res = await post('/api/auth/sign-in/email', { email: e.email, password: e.password });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('wakat.session_token='))!
      .split(';')[0]!;
    expect(await resolve({ companyRight: 'owner' }, cookie, biz)).toMatchObject({
      kind: 'employer',
      companyId: bizCompany,
    });
    expect(await resolve('candidate', cookie, biz)).toMatchObject({ status: 403 });

    const signUp = await post('/api/auth/sign-up/email', {
      email: 'c@example.com',
      password: 'correct horse',
      name: 'C',
    });
    expect(signUp.status).toBe(404);

    // A candidate account made while the board allowed it gets no session now.
    const loginOn = {
      ...biz,
      config: { ...biz.config, flags: { ...biz.config.flags, enableCandidatePortalLogin: true } },
    };
    const c = await createCandidate(db, loginOn);
    const refused = await post('/api/auth/sign-in/email', { email: c.email, password: c.password });
    expect(refused.status).toBe(401);
    expect(
      refused.headers.getSetCookie().some((h) => h.startsWith('wakat.session_token=') && !h.includes('Max-Age=0')),
    ).toBe(false);
  });
});
