// GET /api/v1/applications/{id}/attachment – the file of an application, for the candidate who sent it.
import { z } from 'zod';
import { getApplicationAttachment } from '@/features/apply/server/attachment-service';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';

export const GET = withRoute(
  { auth: 'candidate', params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  async ({ caller, db, params }) => {
    const file = await getApplicationAttachment(db, caller, params.id);
    return new Response(new Uint8Array(file.bytes), { headers: storedFileHeaders(file.mimeType, file.fileName) });
  },
);
