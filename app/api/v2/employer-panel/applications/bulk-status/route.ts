// PATCH /api/v2/employer-panel/applications/bulk-status – moves up to 100 of the company's applications at once.
import { bulkStatusBody } from '@/features/employer-applications/schemas';
import { changeStatus } from '@/features/employer-applications/server/applications-service';
import { publicOrigin } from '@/lib/http/origin';
import { withRoute } from '@/lib/http/with-route';

export const PATCH = withRoute(
  { auth: { companyRight: 'recruiter' }, body: bulkStatusBody },
  async ({ caller, db, body, tenant, request }) => {
    const context = { tenant, origin: publicOrigin(request.headers) };
    return changeStatus(db, caller, body.ids, body.status, context);
  },
);
