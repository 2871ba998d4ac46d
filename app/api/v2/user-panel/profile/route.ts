import { profileUpdateSchema } from '@/features/account/schemas';
import { getProfile, updateProfile } from '@/features/account/server/profile-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate' }, async ({ caller, db }) => getProfile(db, caller));

export const PATCH = withRoute({ auth: 'candidate', body: profileUpdateSchema }, async ({ caller, body, db }) =>
  updateProfile(db, caller, body),
);
