import { profileUpdateSchema } from '@/features/account/schemas';
import { getProfile, updateProfile } from '@/features/account/server/profile-service';
import { callerOf, requireCandidate } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({}, async ({ request, tenant, db, locale }) =>
  getProfile(db, requireCandidate(await callerOf(request.headers, tenant, db, locale))),
);

export const PATCH = withRoute({ body: profileUpdateSchema }, async ({ request, body, tenant, db, locale }) =>
  updateProfile(db, requireCandidate(await callerOf(request.headers, tenant, db, locale)), body),
);
