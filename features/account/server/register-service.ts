import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { getAuth } from '@/lib/auth/auth';
import { runInAuthScope, type AuthScope } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { readSignedId, REDIRECT_TOKEN_PURPOSE } from '@/lib/signed-id';
import type { RegisterInput } from '../schemas';
import { recordRegistration } from './profile-service';

/**
 * Creates a candidate account and sends the verification e-mail. The answer is the same whether or not
 * the e-mail already has an account, so the form cannot be used to find out who is registered.
 */
export async function registerCandidate(db: Db, tenant: Tenant, scope: AuthScope, input: RegisterInput): Promise<void> {
  const headers = new Headers({ host: new URL(scope.origin).host });
  try {
    const result = await runInAuthScope(scope, () =>
      getAuth(db).api.signUpEmail({
        body: { name: input.name, email: input.email, password: input.password },
        headers,
      }),
    );
    // For an e-mail that already has an account the library answers a look-alike user that was never stored.
    const [stored] = await db.select({ id: users.id }).from(users).where(eq(users.id, result.user.id));
    if (!stored) return;
    await recordRegistration(db, result.user.id, input.name, {
      marketingAgreement: input.marketingAgreement,
      links: {
        ...(input.redirectId &&
        readSignedId(REDIRECT_TOKEN_PURPOSE, tenant.id, input.redirectToken) === input.redirectId
          ? { redirectId: input.redirectId }
          : {}),
        ...(input.applicationId ? { applicationId: input.applicationId } : {}),
        ...(input.favoriteOfferId ? { favoriteOfferId: input.favoriteOfferId } : {}),
      },
    });
  } catch (error) {
    // An existing account: answer as if it worked (no account enumeration).
    if (error instanceof APIError && error.statusCode === 422) {
      logger.info({ tenant: tenant.slug }, 'registration for an existing account');
      return;
    }
    throw error;
  }
}
