// PATCH /api/v2/user-panel/redirects/{id} – the candidate confirms an external application;
// DELETE – the candidate says they did not apply. Only the redirect's own candidate may do either.
import { z } from 'zod';
import { redirectUpdateSchema } from '@/features/apply/schemas';
import { confirmRedirect, deleteRedirect } from '@/features/apply/server/redirect-service';
import { withRoute } from '@/lib/http/with-route';
import { rowId } from '@/lib/http/row-id';

const params = z.object({ id: rowId });

export const PATCH = withRoute(
  { auth: 'candidate', params, body: redirectUpdateSchema },
  async ({ caller, db, params }) => confirmRedirect(db, caller, params.id),
);

export const DELETE = withRoute({ auth: 'candidate', params }, async ({ caller, db, params }) => {
  await deleteRedirect(db, caller, params.id);
  return new Response(null, { status: 204 });
});
