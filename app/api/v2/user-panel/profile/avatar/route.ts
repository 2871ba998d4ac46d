import { AVATAR_MAX_BYTES } from '@/features/account/schemas';
import { readAvatar, removeAvatar, setAvatar } from '@/features/account/server/files-service';
import { getProfile } from '@/features/account/server/profile-service';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';
import { readMultipart } from '@/lib/uploads/multipart';

/** The caller's own photo (private: only its owner reads it here). */
export const GET = withRoute({ auth: 'candidate' }, async ({ request, caller, db }) => {
  const { stored, mimeType } = await readAvatar(db, caller);
  return storedFileResponse(request, stored, storedFileHeaders(mimeType, 'avatar', { inline: true }));
});

export const POST = withRoute({ auth: 'candidate' }, async ({ caller, request, db }) => {
  const { files } = await readMultipart(request, { maxFileBytes: AVATAR_MAX_BYTES, maxFiles: 1 });
  await setAvatar(db, caller, files.file);
  return getProfile(db, caller);
});

export const DELETE = withRoute({ auth: 'candidate' }, async ({ caller, db }) => {
  await removeAvatar(db, caller);
  return getProfile(db, caller);
});
