// GET /api/v2/employer-panel/applications – the active company's applications (all offers or one), filtered, sorted, paged.
import { applicationListQuery } from '@/features/employer-applications/schemas';
import { listApplications } from '@/features/employer-applications/server/applications-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, query: applicationListQuery },
  async ({ caller, db, query }) => listApplications(db, caller, query),
);
