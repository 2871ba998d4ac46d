import { memberIdSchema, memberUpdateSchema } from '@/features/employer-accounts/schemas';
import { changeMemberRight, removeMember } from '@/features/employer-accounts/server/members-service';
import { withRoute } from '@/lib/http/with-route';

/** Changes a member's right (admins and owners; owners' rights only by an owner; never the last owner). */
export const PATCH = withRoute(
  { auth: { companyRight: 'admin' }, params: memberIdSchema, body: memberUpdateSchema },
  async ({ caller, params, body, db }) => ({
    id: params.id,
    right: await changeMemberRight(db, caller, params.id, body.right),
  }),
);

/** Removes a member (admins and owners) or lets the caller leave (any member); never the last owner. */
export const DELETE = withRoute(
  { auth: 'employer', params: memberIdSchema },
  async ({ request, caller, params, tenant, locale, db }) => {
    await removeMember({ headers: request.headers, tenant, locale, db }, caller, params.id);
    return new Response(null, { status: 204 });
  },
);
