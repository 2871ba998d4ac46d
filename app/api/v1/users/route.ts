import { inviteSchema } from '@/features/employer-accounts/schemas';
import { inviteMember } from '@/features/employer-accounts/server/members-service';
import { withRoute } from '@/lib/http/with-route';

/** Invites someone to the active company (admins and owners); inviting again resends with a new link. */
export const POST = withRoute(
  { auth: { companyRight: 'admin' }, body: inviteSchema },
  async ({ request, caller, body, tenant, locale, db }) =>
    Response.json(await inviteMember({ headers: request.headers, tenant, locale, db }, caller, body), { status: 201 }),
);
