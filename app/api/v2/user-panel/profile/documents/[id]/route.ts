import { z } from 'zod';
import { deleteDocument, readDocument } from '@/features/account/server/files-service';
import { callerOf, requireCandidate } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Downloads one of the caller's CV files (attachment, nosniff). */
export const GET = withRoute({ params }, async ({ request, params: { id }, tenant, db, locale }) => {
  const { row, bytes } = await readDocument(
    db,
    requireCandidate(await callerOf(request.headers, tenant, db, locale)),
    id,
  );
  return new Response(new Uint8Array(bytes), { headers: storedFileHeaders(row.mimeType, row.fileName) });
});

export const DELETE = withRoute({ params }, async ({ request, params: { id }, tenant, db, locale }) => {
  await deleteDocument(db, requireCandidate(await callerOf(request.headers, tenant, db, locale)), id);
  return new Response(null, { status: 204 });
});
