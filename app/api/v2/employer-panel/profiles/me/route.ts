// GET /api/v2/employer-panel/profiles/me – the signed-in member's own profile and companies.
import { getEmployerProfile } from '@/features/employer-company/server/company-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'employer' }, ({ db, caller }) => getEmployerProfile(db, caller));
