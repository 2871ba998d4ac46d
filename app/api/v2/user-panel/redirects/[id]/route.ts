// PATCH /api/v2/user-panel/redirects/{id} – the candidate confirms an external application;
// DELETE – the candidate says they did not apply. Only the redirect's own candidate may do either.
import { z } from 'zod';
import { redirectUpdateSchema } from '@/features/apply/schemas';
import { confirmRedirect, deleteRedirect } from '@/features/apply/server/redirect-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const PATCH = withRoute(
  { params, body: redirectUpdateSchema },
  async ({ request, db, tenant, locale, params }) =>
    confirmRedirect(db, await callerOf(request.headers, tenant, db, locale), params.id),
);

export const DELETE = withRoute({ params }, async ({ request, db, tenant, locale, params }) => {
  await deleteRedirect(db, await callerOf(request.headers, tenant, db, locale), params.id);
  return new Response(null, { status: 204 });
});
