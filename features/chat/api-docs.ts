import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';

const tag = 'chat';

documentApi({
  method: 'post',
  path: '/v2/employer-panel/chat/invitations',
  summary:
    'Invites a candidate to chat: the one behind an application (one of the company’s offers, sent signed in), or one matched to one of the company’s offers (see /v2/employer-panel/offers/{idOrSlug}/matched-candidates); one invitation per candidate, company and offer (201 when sent, 200 when it already was)',
  tag,
  headers: [{ name: 'Cookie', description: 'An employer session (recruiter or above)' }],
  body: z.union([
    z.object({ applicationId: z.number().int().positive() }),
    z.object({ offerId: z.number().int().positive(), candidateId: z.string() }),
  ]),
  response: z.object({ id: z.number().int() }),
});
documentApi({
  method: 'get',
  path: '/v2/user-panel/chat/invitations',
  summary: 'The signed-in candidate’s chat invitations, with the summary of received and accepted ones',
  tag,
  headers: [{ name: 'Cookie', description: 'A candidate session' }],
});
documentApi({
  method: 'get',
  path: '/v2/hub-token',
  summary:
    'A short-lived token for a real-time hub (/hubs/assistant or /hubs/chat), passed by browsers as access_token',
  tag: 'realtime',
  headers: [{ name: 'Cookie', description: 'An employer or candidate session' }],
  query: z.object({ hub: z.enum(['assistant', 'chat']) }),
  response: z.object({ accessToken: z.string(), expiresAt: z.string() }),
});
