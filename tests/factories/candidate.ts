import { eq } from 'drizzle-orm';
import { getAuth } from '@/lib/auth/auth';
import { authScopeOf } from '@/lib/auth/caller';
import { runInAuthScope } from '@/lib/auth/context';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

let counter = 0;

export interface TestCandidate {
  userId: string;
  email: string;
  name: string;
  password: string;
  /** `Cookie` header value carrying the session. */
  cookie: string;
}

/**
 * A verified, signed-in candidate on a board, made through the auth library itself
 * (sign-up, e-mail marked verified, sign-in), so the cookie is exactly what a browser holds.
 */
export async function createCandidate(
  db: Db,
  tenant: Tenant,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<TestCandidate> {
  counter += 1;
  const email = overrides.email ?? `candidate${counter}.${Date.now().toString(36)}@example.com`;
  const name = overrides.name ?? `Candidate ${counter}`;
  const password = overrides.password ?? 'correct horse battery';
  const host = `${tenant.slug}.localhost`;
  const headers = new Headers({ host, origin: `http://${host}` });
  const auth = getAuth(db);
  return runInAuthScope(authScopeOf(headers, tenant, 'pl'), async () => {
    const signUp = await auth.api.signUpEmail({ body: { email, name, password }, headers });
    const userId = signUp.user.id;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const res = await auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (!setCookie) throw new Error(`sign-in failed: ${res.status}`);
    return { userId, email, name, password, cookie: setCookie.split(';')[0]! };
  });
}
