import { DOCUMENT_MAX_BYTES } from '@/features/account/schemas';
import { addDocument } from '@/features/account/server/files-service';
import { getProfile } from '@/features/account/server/profile-service';
import { withRoute } from '@/lib/http/with-route';
import { readMultipart } from '@/lib/uploads/multipart';

export const GET = withRoute({ auth: 'candidate' }, async ({ caller, db }) => {
  const profile = await getProfile(db, caller);
  return { data: profile.applicationDocs };
});

/** Adds a CV (multipart field `file`): PDF, DOCX, JPEG or PNG by its bytes, at most 5,000,000 bytes. */
export const POST = withRoute({ auth: 'candidate' }, async ({ caller, request, db }) => {
  const { files } = await readMultipart(request, { maxFileBytes: DOCUMENT_MAX_BYTES, maxFiles: 1 });
  return Response.json(await addDocument(db, caller, files.file), { status: 201 });
});
