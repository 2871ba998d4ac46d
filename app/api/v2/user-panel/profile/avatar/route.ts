import { AVATAR_MAX_BYTES } from '@/features/account/schemas';
import { readAvatar, removeAvatar, setAvatar } from '@/features/account/server/files-service';
import { getProfile } from '@/features/account/server/profile-service';
import { callerOf, requireCandidate } from '@/lib/auth/caller';
import { withRoute } from '@/lib/http/with-route';
import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';
import { readMultipart } from '@/lib/uploads/multipart';

/** The caller's own photo (private: only its owner reads it here). */
export const GET = withRoute({}, async ({ request, tenant, db, locale }) => {
  const { bytes, mimeType } = await readAvatar(
    db,
    requireCandidate(await callerOf(request.headers, tenant, db, locale)),
  );
  return new Response(new Uint8Array(bytes), { headers: storedFileHeaders(mimeType, 'avatar', { inline: true }) });
});

export const POST = withRoute({}, async ({ request, tenant, db, locale }) => {
  const caller = requireCandidate(await callerOf(request.headers, tenant, db, locale));
  const { files } = await readMultipart(request, { maxFileBytes: AVATAR_MAX_BYTES, maxFiles: 1 });
  await setAvatar(db, caller, files.file);
  return getProfile(db, caller);
});

export const DELETE = withRoute({}, async ({ request, tenant, db, locale }) => {
  const caller = requireCandidate(await callerOf(request.headers, tenant, db, locale));
  await removeAvatar(db, caller);
  return getProfile(db, caller);
});
