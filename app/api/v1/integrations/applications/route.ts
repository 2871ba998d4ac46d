// GET /api/v1/integrations/applications – the applications to an API key's company's offers (scope
// applications:read), filtered, sorted and paged as the panel's list (decision 0055).
import { applicationListQuery } from '@/features/employer-applications/schemas';
import { listIntegrationApplications } from '@/features/integrations/server/integration-applications';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { apiKey: 'applications:read' }, query: applicationListQuery },
  async ({ caller, db, query }) => listIntegrationApplications(db, caller, query),
);
