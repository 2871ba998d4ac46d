// GET / PUT /api/v2/user-panel/preferences – the signed-in candidate's matchmaking preferences.
import { preferencesInputSchema } from '@/features/matching/preferences-schema';
import { getPreferences, savePreferences } from '@/features/matching/server/preference-service';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({ auth: 'candidate' }, async ({ caller, db }) => getPreferences(db, caller));

export const PUT = withRoute({ auth: 'candidate', body: preferencesInputSchema }, async ({ caller, db, body }) =>
  savePreferences(db, caller, body),
);
