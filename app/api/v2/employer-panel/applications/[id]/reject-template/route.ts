// GET /api/v2/employer-panel/applications/{id}/reject-template – the editable rejection e-mail, filled in, in the asked language.
import { applicationIdParams } from '@/features/employer-applications/schemas';
import { rejectionFacts } from '@/features/employer-applications/server/applications-service';
import { rejectionTemplate } from '@/features/employer-applications/server/candidate-mail';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute(
  { auth: { companyRight: 'recruiter' }, params: applicationIdParams },
  async ({ caller, db, params, locale }) => rejectionTemplate(locale, await rejectionFacts(db, caller, params.id)),
);
