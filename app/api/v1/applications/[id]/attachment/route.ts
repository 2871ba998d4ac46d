// GET /api/v1/applications/{id}/attachment – the file of an application, for the candidate who sent it.
import { z } from 'zod';
import { getApplicationAttachment } from '@/features/apply/server/attachment-service';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';
import { rowId } from '@/lib/http/row-id';

export const GET = withRoute(
  { auth: 'candidate', params: z.object({ id: rowId }) },
  async ({ request, caller, db, params }) => {
    const file = await getApplicationAttachment(db, caller, params.id);
    return storedFileResponse(request, file.stored, storedFileHeaders(file.mimeType, file.fileName));
  },
);
