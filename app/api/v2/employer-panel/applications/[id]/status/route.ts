// PATCH /api/v2/employer-panel/applications/{id}/status – moves one application (history row; candidate e-mail on interview/reject).
import { applicationIdParams, statusChangeBody } from '@/features/employer-applications/schemas';
import { changeStatus } from '@/features/employer-applications/server/applications-service';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { auth: { companyRight: 'recruiter' }, params: applicationIdParams, body: statusChangeBody },
  async ({ caller, db, params, body, tenant, request }) => {
    const context = { tenant, origin: publicOrigin(request.headers) };
    const { changed } = await changeStatus(db, caller, [params.id], body.status, context, body.mail);
    return { id: params.id, status: body.status, changed: changed.length > 0 };
  },
);
