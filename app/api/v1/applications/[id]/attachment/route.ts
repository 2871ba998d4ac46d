// GET /api/v1/applications/{id}/attachment – the file of an application, for the candidate who sent it.
import { z } from 'zod';
import { getApplicationAttachment } from '@/features/apply/server/attachment-service';
import { callerOf } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';

export const GET = withRoute(
  { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  async ({ request, db, tenant, locale, params }) => {
    const caller = await callerOf(request.headers, tenant, db, locale);
    const file = await getApplicationAttachment(db, caller, params.id);
    return new Response(new Uint8Array(file.bytes), { headers: storedFileHeaders(file.mimeType, file.fileName) });
  },
);
