// POST /api/v2/user-panel/offers/{slug}/track-redirects – records a click on the external apply URL.
import { z } from 'zod';
import { trackRedirect } from '@/features/apply/server/redirect-service';
import { assertAntiBot } from '@/lib/antibot/server';
import { withRoute } from '@/lib/http/with-route';

export const POST = withRoute(
  {
    auth: 'optional',
    params: z.object({ slug: z.string().min(1).max(300) }),
    // Spec: Version 2 when throttling is on, else 1; the body (form values, candidateId) is not trusted.
    versions: ['1', '2'],
  },
  async ({ caller, request, db, tenant, params }) => {
    await assertAntiBot(request, 'track_redirect', tenant);
    return trackRedirect(db, tenant, caller, params.slug);
  },
);
