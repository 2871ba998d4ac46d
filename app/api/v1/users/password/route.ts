import { emailOnlySchema, resetPasswordSchema } from '@/features/employer-accounts/schemas';
import { requestPasswordReset, resetPassword } from '@/features/employer-accounts/server/password-reset';
import { withRoute } from '@/lib/http/with-route';

/** Asks for a password-reset link; the same answer whether or not the address has an account. */
export const POST = withRoute(
  { auth: 'public', body: emailOnlySchema },
  async ({ request, body, tenant, locale, db }) => {
    await requestPasswordReset({ headers: request.headers, tenant, locale, db }, body.email);
    return { sent: true };
  },
);

/** Sets a new password with the link's token; the account's sessions end. */
export const PATCH = withRoute(
  { auth: 'public', body: resetPasswordSchema },
  async ({ request, body, tenant, locale, db }) => {
    await resetPassword({ headers: request.headers, tenant, locale, db }, body.reset_password_token, body.password);
    return { reset: true };
  },
);
