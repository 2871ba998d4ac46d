import { confirmSchema } from '@/features/employer-accounts/schemas';
import { confirmToken } from '@/features/employer-accounts/server/confirm-token';
import { withRoute } from '@/lib/http/with-route';

/** Confirms a company account, or accepts an invitation (a new user sets a password here). */
export const PATCH = withRoute({ auth: 'public', body: confirmSchema }, async ({ request, body, tenant, locale, db }) =>
  confirmToken({ headers: request.headers, tenant, locale, db }, body),
);
