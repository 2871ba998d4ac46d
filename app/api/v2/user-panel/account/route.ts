import { deleteAccountSchema } from '@/features/account/schemas';
import { assertOwnEmail, deleteAccount } from '@/features/account/server/profile-service';
import { SESSION_COOKIE } from '@/lib/auth/auth';
import { withRoute } from '@/lib/http/with-route';

/** Deletes the caller's account and personal data; the candidate confirms by typing the account e-mail. */
export const DELETE = withRoute(
  { auth: 'candidate', body: deleteAccountSchema },
  async ({ caller, body, tenant, db }) => {
    assertOwnEmail(caller, body.confirmEmail);
    await deleteAccount(db, tenant, caller);
    const res = new Response(null, { status: 204 });
    for (const name of [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`]) {
      res.headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
    return res;
  },
);
