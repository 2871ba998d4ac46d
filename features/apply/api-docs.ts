import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { applyFieldsSchema } from './apply-schema';
import { applyResponseSchema, historyQuerySchema, redirectUpdateSchema, trackRedirectResponseSchema } from './schemas';

const antiBot = { name: 'Recaptcha-Token', description: 'Anti-bot token (reCAPTCHA, or the proof-of-work token)' };

documentApi({
  method: 'post',
  path: '/v1/offers/{slug}/applications',
  summary:
    'Apply through the form (multipart/form-data: these fields plus `attachment`, a PDF, DOCX, JPEG or PNG ≤ 5,000,000 bytes checked by its bytes; attachment or message required). `source` and `candidate_id` are decided by the server from the session. 201 { id } after commit; 409 for closed or external offers; 429 + Retry-After',
  tag: 'apply',
  params: z.object({ slug: z.string() }),
  body: applyFieldsSchema,
  response: applyResponseSchema,
  headers: [antiBot],
});

documentApi({
  method: 'post',
  path: '/v2/user-panel/offers/{slug}/track-redirects',
  summary: 'Record a click on the external apply URL (candidate from the session) and answer the URL to open',
  tag: 'apply',
  params: z.object({ slug: z.string() }),
  response: trackRedirectResponseSchema,
  headers: [antiBot, { name: 'Version', description: '1, or 2 when throttling is on' }],
});

documentApi({
  method: 'patch',
  path: '/v2/user-panel/redirects/{id}',
  summary: 'The signed-in candidate confirms they applied on the external site (joins the application history)',
  tag: 'apply',
  params: z.object({ id: z.number().int() }),
  body: redirectUpdateSchema,
});

documentApi({
  method: 'delete',
  path: '/v2/user-panel/redirects/{id}',
  summary: 'The signed-in candidate says they did not apply: the redirect is removed (204)',
  tag: 'apply',
  params: z.object({ id: z.number().int() }),
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/application-history',
  summary:
    "The signed-in candidate's applications and confirmed redirects, newest first; jobAdvertisementsIds[] (≤ 25) answers which of those offers were applied to",
  tag: 'apply',
  query: historyQuerySchema,
});

documentApi({
  method: 'get',
  path: '/v1/applications/{id}/attachment',
  summary: 'The file of one of my applications, as a download (Content-Disposition: attachment, nosniff)',
  tag: 'apply',
  params: z.object({ id: z.number().int() }),
});
