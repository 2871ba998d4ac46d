import { revokeSchema } from '@/features/employer-accounts/schemas';
import { revokeSession } from '@/features/employer-accounts/server/account-service';
import { withRoute } from '@/lib/http/with-route';

/** Signs out: the session behind the cookie is revoked and the cookie cleared (nothing to do without one). */
export const POST = withRoute({ auth: 'public', body: revokeSchema }, async ({ request, tenant, locale, db }) =>
  revokeSession({ headers: request.headers, tenant, locale, db }),
);
