import { z } from 'zod';
import { deleteDocument, readDocument } from '@/features/account/server/files-service';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';
import { rowId } from '@/lib/http/row-id';

const params = z.object({ id: rowId });

/** Downloads one of the caller's CV files (attachment, nosniff). */
export const GET = withRoute({ auth: 'candidate', params }, async ({ request, caller, params: { id }, db }) => {
  const { row, stored } = await readDocument(db, caller, id);
  return storedFileResponse(request, stored, storedFileHeaders(row.mimeType, row.fileName));
});

export const DELETE = withRoute({ auth: 'candidate', params }, async ({ caller, params: { id }, db }) => {
  await deleteDocument(db, caller, id);
  return new Response(null, { status: 204 });
});
