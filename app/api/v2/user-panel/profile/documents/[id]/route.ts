import { z } from 'zod';
import { deleteDocument, readDocument } from '@/features/account/server/files-service';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Downloads one of the caller's CV files (attachment, nosniff). */
export const GET = withRoute({ auth: 'candidate', params }, async ({ caller, params: { id }, db }) => {
  const { row, bytes } = await readDocument(db, caller, id);
  return new Response(new Uint8Array(bytes), { headers: storedFileHeaders(row.mimeType, row.fileName) });
});

export const DELETE = withRoute({ auth: 'candidate', params }, async ({ caller, params: { id }, db }) => {
  await deleteDocument(db, caller, id);
  return new Response(null, { status: 204 });
});
