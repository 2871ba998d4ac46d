import { emailOnlySchema } from '@/features/employer-accounts/schemas';
import { regenerateConfirmation } from '@/features/employer-accounts/server/confirm-token';
import { withRoute } from '@/lib/http/with-route';

/** A new confirmation link for an unconfirmed company account; the same answer for any address. */
export const PATCH = withRoute(
  { auth: 'public', body: emailOnlySchema },
  async ({ request, body, tenant, locale, db }) => {
    await regenerateConfirmation({ headers: request.headers, tenant, locale, db }, body.email);
    return { sent: true };
  },
);
