import 'server-only';
import { getAuth } from '@/lib/auth/auth';
import { authScopeOf } from '@/lib/auth/caller';
import { runInAuthScope } from '@/lib/auth/context';
import { AppError } from '@/lib/http/errors';
import { paths } from '@/lib/paths';
import { clientIp, assertRateLimit, RATE_LIMITS } from '@/lib/rate-limit';
import { localized } from '../paths';
import { type RequestScope } from './account-service';

/** `POST /v1/users/password`: the auth library's reset request; its mail links to the employer page. */
export async function requestPasswordReset(scope: RequestScope, email: string): Promise<void> {
  const { db, tenant, headers, locale } = scope;
  await assertRateLimit(`employer:reset:${tenant.id}:${clientIp(headers)}`, RATE_LIMITS.passwordReset);
  await runInAuthScope({ ...authScopeOf(headers, tenant, locale), resetPath: paths.employerResetPassword() }, () =>
    getAuth(db).api.requestPasswordReset({
      body: { email, redirectTo: localized(locale, paths.employerResetPassword()) },
      headers,
    }),
  );
}

/** `PATCH /v1/users/password`: sets the new password through the auth library (its other sessions end). */
export async function resetPassword(scope: RequestScope, token: string, password: string): Promise<void> {
  const { db, tenant, headers, locale } = scope;
  await assertRateLimit(`employer:reset:${tenant.id}:${clientIp(headers)}`, RATE_LIMITS.passwordReset);
  try {
    await runInAuthScope(authScopeOf(headers, tenant, locale), () =>
      getAuth(db).api.resetPassword({ body: { newPassword: password, token }, headers }),
    );
  } catch (error) {
    const status = (error as { statusCode?: number; status?: unknown }).statusCode;
    if (status === 400 || status === 404) throw new AppError('NOT_FOUND', 'employerUsers.tokenInvalid');
    throw error;
  }
}
