// GET /api/v1/company – the caller's active company (billing data only for those who may change it).
import { getCompany } from '@/features/employer-company/server/company-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'employer' }, ({ db, caller }) => getCompany(db, caller));
