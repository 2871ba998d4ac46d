// GET / PUT /api/v2/user-panel/preferences – the signed-in candidate's matchmaking preferences.
import { preferencesInputSchema } from '@/features/matching/schemas';
import { getPreferences, savePreferences } from '@/features/matching/server/preference-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';

export const GET = withRoute({}, async ({ request, db, tenant, locale }) =>
  getPreferences(db, await callerOf(request.headers, tenant, db, locale)),
);

export const PUT = withRoute({ body: preferencesInputSchema }, async ({ request, db, tenant, locale, body }) =>
  savePreferences(db, await callerOf(request.headers, tenant, db, locale), body),
);
