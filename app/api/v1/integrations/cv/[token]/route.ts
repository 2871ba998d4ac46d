// GET /api/v1/integrations/cv/{token} – an application's file, for the holder of a webhook's signed, short-lived link.
import { z } from 'zod';
import { openWebhookCv } from '@/features/integrations/server/webhooks/cv-download';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';

export const GET = withRoute(
  { auth: 'public', params: z.object({ token: z.string().max(200) }) },
  async ({ request, db, params }) => {
    const file = await openWebhookCv(db, params.token);
    return storedFileResponse(request, file.stored, {
      ...storedFileHeaders(file.mimeType, file.fileName),
      'referrer-policy': 'no-referrer',
    });
  },
);
