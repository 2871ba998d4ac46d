import { eq } from 'drizzle-orm';
import { getAuth } from '@/lib/auth/auth';
import { authScopeOf, type CompanyRight } from '@/lib/auth/caller';
import { runInAuthScope } from '@/lib/auth/context';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { companies, companyMembers, users } from '@/lib/db/schema';

let counter = 0;

/** A company on a board (only the columns the schema requires). */
export async function insertCompany(db: Db, tenantId: number, name = `Company ${++counter}`): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({
      tenantId,
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}-${counter}`,
      size: '11-25',
      websiteUrl: 'https://example.com',
      logoColor: '#123456',
      logoInitials: name.slice(0, 2).toUpperCase(),
    })
    .returning({ id: companies.id });
  return row!.id;
}

export interface TestEmployer {
  userId: string;
  email: string;
  password: string;
  /** `Cookie` header value carrying the session. */
  cookie: string;
}

/**
 * A verified employer account, member of the given companies, signed in through the auth library
 * (so the cookie is what a browser holds). Memberships are written before signing in.
 */
export async function createEmployer(
  db: Db,
  tenant: Tenant,
  memberships: { companyId: number; right: CompanyRight }[],
  overrides: { email?: string } = {},
): Promise<TestEmployer> {
  counter += 1;
  const email = overrides.email ?? `employer${counter}.${Date.now().toString(36)}@example.com`;
  const password = 'correct horse battery';
  const host = `${tenant.slug}.localhost`;
  const headers = new Headers({ host, origin: `http://${host}` });
  const auth = getAuth(db);
  const scope = { ...authScopeOf(headers, tenant, 'pl'), newUserRole: 'employer' as const };
  return runInAuthScope(scope, async () => {
    const signUp = await auth.api.signUpEmail({ body: { email, name: `Employer ${counter}`, password }, headers });
    const userId = signUp.user.id;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    for (const [i, m] of memberships.entries()) {
      await db.insert(companyMembers).values({ ...m, userId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) });
    }
    const res = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (!setCookie) throw new Error(`sign-in failed: ${res.status}`);
    return { userId, email, password, cookie: setCookie.split(';')[0]! };
  });
}
