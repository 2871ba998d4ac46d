// GET /api/v2/employer-panel/codes – the active company's promo codes and their remaining uses.
import { listCompanyCodes } from '@/features/plans/server/code-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'employer' }, async ({ db, caller }) => ({
  data: await listCompanyCodes(db, caller.tenantId, caller.companyId),
}));
