import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { pageStateQuerySchema, pageStateSchema } from './page-state-schema';
import { deleteAccountSchema, profileUpdateSchema, registerSchema } from './schemas';

const session = [{ name: 'Cookie', description: 'The candidate session `wakat.session_token` (401 without one)' }];
const profile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  message: z.string(),
  avatarUrl: z.string().nullable(),
  applicationDocs: z.array(
    z.object({
      id: z.number().int(),
      type: z.literal('cv'),
      fileName: z.string(),
      sizeBytes: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  matchmaking: z.object({ mandatoryPreferencesFilledIn: z.boolean() }),
});
const upload =
  'multipart/form-data with one `file`; the type is told by its bytes; 400 with the reason invalidFileType, corruptedFile or fileTooLarge';

documentApi({
  method: 'post',
  path: '/v2/user-panel/account/register',
  summary:
    'Creates a candidate account and e-mails the verification link (same answer for an e-mail that already has an account); redirectId, applicationId and favoriteOfferId are linked once the e-mail is verified. 429 with Retry-After when repeated too often',
  tag: 'account',
  body: registerSchema,
  response: z.object({ ok: z.literal(true) }),
});

documentApi({
  method: 'delete',
  path: '/v2/user-panel/account',
  summary:
    'Deletes the account: CV files, photo, the personal data of the applications sent, favourites, searches, alerts and preferences; written to the audit log. The account e-mail must be typed to confirm',
  tag: 'account',
  headers: session,
  body: deleteAccountSchema,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/profile',
  summary: 'The signed-in candidate’s profile',
  tag: 'account',
  headers: session,
  response: profile,
});

documentApi({
  method: 'patch',
  path: '/v2/user-panel/profile',
  summary: 'Updates name, phone and the note for employers',
  tag: 'account',
  headers: session,
  body: profileUpdateSchema,
  response: profile,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/profile/avatar',
  summary: 'The candidate’s own photo (private)',
  tag: 'account',
  headers: session,
});
documentApi({
  method: 'post',
  path: '/v2/user-panel/profile/avatar',
  summary: `Sets the photo: .jpg, .jpeg or .png, JPEG or PNG bytes, at most 5,242,880 bytes. ${upload}`,
  tag: 'account',
  headers: session,
  response: profile,
});
documentApi({
  method: 'delete',
  path: '/v2/user-panel/profile/avatar',
  summary: 'Removes the photo',
  tag: 'account',
  headers: session,
  response: profile,
});

documentApi({
  method: 'get',
  path: '/v2/user-panel/profile/documents',
  summary: 'The candidate’s CV files',
  tag: 'account',
  headers: session,
});
documentApi({
  method: 'post',
  path: '/v2/user-panel/profile/documents',
  summary: `Adds a CV: PDF, DOCX, JPEG or PNG, at most 5,000,000 bytes, at most 5 files (422 beyond). ${upload}`,
  tag: 'account',
  headers: session,
});
documentApi({
  method: 'get',
  path: '/v2/user-panel/profile/documents/{id}',
  summary: 'Downloads one of the caller’s CV files as an attachment (nosniff); 404 for anyone else’s',
  tag: 'account',
  headers: session,
  params: z.object({ id: z.coerce.number().int().positive() }),
});
documentApi({
  method: 'delete',
  path: '/v2/user-panel/profile/documents/{id}',
  summary: 'Deletes one of the caller’s CV files',
  tag: 'account',
  headers: session,
  params: z.object({ id: z.coerce.number().int().positive() }),
});

documentApi({
  method: 'get',
  path: '/v1/me/page-state',
  summary:
    'Everything personal a shared page shows its visitor, in one call after the page: who is signed in (candidate, employer or nobody), and for a candidate the favourites count and which of the given offers (at most 100) are favourites or applied to. Anyone may call; the answer is for the caller only (Cache-Control: private, no-store).',
  tag: 'account',
  headers: [
    { name: 'Cookie', description: 'The session `wakat.session_token`, if any (without one: an anonymous answer)' },
  ],
  query: pageStateQuerySchema,
  response: pageStateSchema,
});
