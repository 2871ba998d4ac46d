// GET /api/v2/hub-token?hub=assistant|chat – a short-lived token for a real-time hub's `access_token`
// (browsers cannot send headers on a WebSocket; the session cookie stays HttpOnly).
import { z } from 'zod';
import { issueHubToken } from '@/lib/auth/hub-token';
import { withRoute } from '@/lib/http/with-route';

const HUBS = { assistant: '/hubs/assistant', chat: '/hubs/chat' } as const;

export const GET = withRoute(
  { auth: ['employer', 'candidate'], query: z.object({ hub: z.enum(['assistant', 'chat']) }) },
  async ({ caller, query }) => {
    const { token, expiresAt } = issueHubToken({
      userId: caller.userId,
      tenantId: caller.tenantId,
      hub: HUBS[query.hub],
    });
    // Personal answers are never cached (withRoute marks them private, no-store).
    return { accessToken: token, expiresAt: new Date(expiresAt * 1000).toISOString() };
  },
);
