import { z } from 'zod';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import type { EmployerCaller } from '@/lib/auth/caller';
import { installDbHandle } from '@/lib/db/client';
import { createTestDb } from '@/tests/db';
import { createCandidate } from '@/tests/factories/candidate';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { insertTenant } from '@/tests/factories/tenant';
import { AppError } from './errors';
import { withAction } from './with-action';

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await insertTenant(db, 'it', undefined, true);
const tenant = await resolveTenant('it.localhost', db);
const company = await insertCompany(db, tenant.id);
const candidate = await createCandidate(db, tenant);
const recruiter = await createEmployer(db, tenant, [{ companyId: company, right: 'recruiter' }]);

const as = (extra: Record<string, string> = {}) => {
  requestHeaders = new Headers({ host: 'it.localhost', origin: 'http://it.localhost', ...extra });
};

const rename = withAction(
  { input: z.object({ name: z.string().min(2) }), auth: { companyRight: 'recruiter' } },
  async ({ input, caller, tenant: board }) => {
    expectTypeOf(caller).toEqualTypeOf<EmployerCaller>();
    if (input.name === 'taken') throw new AppError('CONFLICT', 'alerts.exists');
    if (input.name === 'boom') throw new Error('database down');
    return { name: input.name, companyId: caller.companyId, board: board.slug };
  },
);

describe('withAction', () => {
  it('answers the handler data for an admitted caller with valid input', async () => {
    as({ cookie: recruiter.cookie });
    expect(await rename({ name: 'Ola' })).toEqual({ ok: true, data: { name: 'Ola', companyId: company, board: 'it' } });
  });

  it('refuses a foreign Origin before anything else', async () => {
    as({ cookie: recruiter.cookie, origin: 'http://evil.example' });
    expect(await rename({ name: 'Ola' })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('answers 401 and 403 as results', async () => {
    as();
    expect(await rename({ name: 'Ola' })).toEqual({
      ok: false,
      error: { code: 'UNAUTHORIZED', message: expect.any(String) },
    });
    as({ cookie: candidate.cookie, 'x-next-intl-locale': 'en' });
    expect(await rename({ name: 'Ola' })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Your account may not do this.' },
    });
  });

  it('maps a zod failure to localised field errors', async () => {
    as({ cookie: recruiter.cookie, referer: 'http://it.localhost/en/job-offers' });
    const result = await rename({ name: 'x' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'The request contains invalid values.' },
    });
    expect(!result.ok && result.error.fields).toEqual([{ field: 'name', message: expect.stringMatching(/2/) }]);
  });

  it('maps AppError codes and hides unexpected errors', async () => {
    as({ cookie: recruiter.cookie });
    expect(await rename({ name: 'taken' })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(await rename({ name: 'boom' })).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: expect.not.stringContaining('database') },
    });
  });

  it("reads no session for 'public'", async () => {
    as({ cookie: 'wakat.session_token=forged.sig' });
    const open = withAction({ auth: 'public', input: z.boolean() }, async ({ input, caller }) => {
      expectTypeOf(caller).toEqualTypeOf<undefined>();
      return { input, caller: caller ?? null };
    });
    expect(await open(true)).toEqual({ ok: true, data: { input: true, caller: null } });
  });

  it("hands whoever calls to an 'optional' action, signed in or not", async () => {
    const whoever = withAction({ auth: 'optional' }, async ({ caller }) => caller.kind);
    as({ cookie: candidate.cookie });
    expect(await whoever()).toEqual({ ok: true, data: 'candidate' });
    as();
    expect(await whoever()).toEqual({ ok: true, data: 'anonymous' });
  });

  it('must declare who may call, as a route does', () => {
    // @ts-expect-error -- `auth` is required: 'public' says so explicitly.
    const undeclared = () => withAction({ input: z.boolean() }, async () => null);
    expect(undeclared).toBeTypeOf('function');
  });
});
