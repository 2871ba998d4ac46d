import { vi } from 'vitest';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import type { CandidateCaller, Caller, EmployerCaller, OfferTokenCaller } from '@/lib/auth/caller';
import { installDbHandle } from '@/lib/db/client';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertTenant } from '@/tests/factories/tenant';
import { callRoute } from '@/tests/http';
import { z } from 'zod';
import type { AuthSpec } from './route-auth';
import { withRoute } from './with-route';

// The real identity resolution, counted: a `'public'` route must never read the session.
const identityReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/auth/caller', async (original) => {
  const actual = await original<typeof import('@/lib/auth/caller')>();
  return {
    ...actual,
    resolveIdentity: (...args: Parameters<typeof actual.resolveIdentity>) => {
      identityReads.count += 1;
      return actual.resolveIdentity(...args);
    },
  };
});

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await insertTenant(db, 'it', undefined, true);
const tenant = await resolveTenant('it.localhost', db);
const company = await insertCompany(db, tenant.id);

const cookies = {
  anonymous: '',
  candidate: (await createCandidate(db, tenant)).cookie,
  recruiter: (await createEmployer(db, tenant, [{ companyId: company, right: 'recruiter' }])).cookie,
  admin: (await createEmployer(db, tenant, [{ companyId: company, right: 'admin' }])).cookie,
  owner: (await createEmployer(db, tenant, [{ companyId: company, right: 'owner' }])).cookie,
};
type Who = keyof typeof cookies;

const echo = (auth: AuthSpec) => withRoute({ auth }, async ({ caller }) => ({ kind: (caller as Caller).kind }));

const matrix: [string, AuthSpec, Record<Who, number>][] = [
  ['optional', 'optional', { anonymous: 200, candidate: 200, recruiter: 200, admin: 200, owner: 200 }],
  ['candidate', 'candidate', { anonymous: 401, candidate: 200, recruiter: 403, admin: 403, owner: 403 }],
  ['employer', 'employer', { anonymous: 401, candidate: 403, recruiter: 200, admin: 200, owner: 200 }],
  [
    'recruiter',
    { companyRight: 'recruiter' },
    { anonymous: 401, candidate: 403, recruiter: 200, admin: 200, owner: 200 },
  ],
  ['admin', { companyRight: 'admin' }, { anonymous: 401, candidate: 403, recruiter: 403, admin: 200, owner: 200 }],
  ['owner', { companyRight: 'owner' }, { anonymous: 401, candidate: 403, recruiter: 403, admin: 403, owner: 200 }],
];

describe('withRoute auth', () => {
  it.each(matrix)('%s: answers 200, 401 or 403 for each actor', async (_name, auth, expected) => {
    const route = echo(auth);
    const got = Object.fromEntries(
      await Promise.all(
        (Object.keys(cookies) as Who[]).map(async (who) => {
          const res = await callRoute(route, '/x', { headers: cookies[who] ? { cookie: cookies[who] } : {} });
          return [who, res.status] as const;
        }),
      ),
    );
    expect(got).toEqual(expected);
  });

  it('answers with the one error shape, localised', async () => {
    const res = await callRoute(echo({ companyRight: 'admin' }), '/x?lang=en', {
      headers: { cookie: cookies.recruiter },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: 'Your account may not do this.' } });
    const anonymous = await callRoute(echo('candidate'), '/x');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHORIZED');
  });

  it('hands the handler the caller its auth admits (typed by the auth option)', async () => {
    const route = withRoute({ auth: 'candidate' }, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<CandidateCaller>();
      return { userId: caller.userId };
    });
    const res = await callRoute(route, '/x', { headers: { cookie: cookies.candidate } });
    expect(res.body.userId).toMatch(/^[0-9a-f]{32}$/);

    withRoute({ auth: { companyRight: 'admin' } }, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<EmployerCaller>();
    });
    withRoute({ auth: ['employer', 'offerToken'] }, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<EmployerCaller | OfferTokenCaller>();
    });
    withRoute({ auth: 'optional' }, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<Caller>();
    });
    withRoute({ auth: 'public' }, async ({ caller }) => {
      expectTypeOf(caller).toEqualTypeOf<undefined>();
    });
  });

  it("reads no session on 'public' routes: anyone is admitted and the handler gets no caller", async () => {
    const route = withRoute({ auth: 'public' }, async ({ caller }) => ({ caller: caller ?? null }));
    for (const who of Object.keys(cookies) as Who[]) {
      identityReads.count = 0;
      const res = await callRoute(route, '/x', { headers: cookies[who] ? { cookie: cookies[who] } : {} });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ caller: null });
      expect(identityReads.count).toBe(0);
    }
    // Unlike 'optional', which reads the session once to hand the handler whoever calls.
    identityReads.count = 0;
    const optional = await callRoute(echo('optional'), '/x', { headers: { cookie: cookies.owner } });
    expect(optional.body).toEqual({ kind: 'employer' });
    expect(identityReads.count).toBe(1);
  });

  it("keeps a 'public' answer's own caching, and marks one that says nothing as private", async () => {
    const cached = withRoute({ auth: 'public' }, async () =>
      Response.json({}, { headers: { 'Cache-Control': 'public, max-age=60' } }),
    );
    expect((await callRoute(cached, '/x')).headers.get('cache-control')).toBe('public, max-age=60');
    const plain = withRoute({ auth: 'public' }, async () => ({}));
    expect((await callRoute(plain, '/x')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('validates the input before it checks the caller, as the handlers did', async () => {
    const route = withRoute(
      { auth: 'candidate', query: z.object({ page: z.coerce.number().int().min(1) }) },
      async () => ({}),
    );
    expect((await callRoute(route, '/x?page=0')).status).toBe(400);
    expect((await callRoute(route, '/x?page=1')).status).toBe(401);
  });
});
