// /api/v2/employer-panel/applications/{id}: the detail (GET), notes and rating (PATCH), deletion with its file (DELETE).
import { applicationIdParams, reviewBody } from '@/features/employer-applications/schemas';
import {
  deleteApplication,
  getApplicationDetail,
  updateReview,
} from '@/features/employer-applications/server/applications-service';
import { withRoute } from '@/lib/http/with-route';

const auth = { companyRight: 'recruiter' } as const;

export const GET = withRoute({ auth, params: applicationIdParams }, async ({ caller, db, params }) =>
  getApplicationDetail(db, caller, params.id),
);

export const PATCH = withRoute(
  { auth, params: applicationIdParams, body: reviewBody },
  async ({ caller, db, params, body }) => updateReview(db, caller, params.id, body),
);

export const DELETE = withRoute({ auth, params: applicationIdParams }, async ({ caller, db, params }) => {
  await deleteApplication(db, caller, params.id);
  return new Response(null, { status: 204 });
});
