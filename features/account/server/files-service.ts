import { and, count, eq } from 'drizzle-orm';
import type { CandidateCaller } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { candidateDocuments, candidateProfiles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { getStorage, newStorageKey } from '@/lib/storage/storage';
import { uploadFailure } from '@/lib/uploads/errors';
import { checkUpload, UPLOAD_TYPES, type UploadError, type UploadKind } from '@/lib/uploads/file-type';
import type { MultipartFile } from '@/lib/uploads/multipart';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, DOCUMENT_MAX_BYTES, MAX_DOCUMENTS } from '../schemas';

const DOCUMENT_KINDS: readonly UploadKind[] = ['pdf', 'docx', 'jpeg', 'png'];
const AVATAR_KINDS: readonly UploadKind[] = ['jpeg', 'png'];

const fileError = (reason: UploadError) => uploadFailure(reason, 'file');

async function checked(file: MultipartFile | undefined, kinds: readonly UploadKind[], maxBytes: number) {
  if (!file) throw new AppError('BAD_REQUEST', 'badRequest', { fields: [{ field: 'file', message: 'required' }] });
  if (file.tooLarge) throw fileError('fileTooLarge');
  const result = await checkUpload(file.bytes, kinds, maxBytes);
  if (!result.ok) throw fileError(result.error);
  return result;
}

/** A safe display name: the client's base name without path or control characters. */
function displayName(raw: string, extension: string): string {
  const base = raw
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim()
    .slice(0, 120);
  return base || `cv.${extension}`;
}

/** Stores the file first and deletes it again if the row cannot be written. */
async function storeThen<T>(key: string, bytes: Uint8Array, write: () => Promise<T>): Promise<T> {
  const storage = getStorage();
  await storage.put(key, bytes);
  try {
    return await write();
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function addDocument(db: Db, caller: CandidateCaller, file: MultipartFile | undefined) {
  const type = await checked(file, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(candidateDocuments)
    .where(eq(candidateDocuments.userId, caller.userId));
  if (n >= MAX_DOCUMENTS) {
    throw new AppError('UNPROCESSABLE', 'badRequest', { fields: [{ field: 'file', message: 'tooManyDocuments' }] });
  }
  const key = newStorageKey('cv', type.extension);
  const [row] = await storeThen(key, file!.bytes, () =>
    db
      .insert(candidateDocuments)
      .values({
        userId: caller.userId,
        storageKey: key,
        fileName: displayName(file!.fileName, type.extension),
        mimeType: type.mimeType,
        sizeBytes: file!.bytes.byteLength,
      })
      .returning(),
  );
  return { id: row!.id, type: 'cv' as const, fileName: row!.fileName, sizeBytes: row!.sizeBytes };
}

/**
 * The CV a signed-in candidate sent with an application, kept as their profile's CV because they asked for it
 * (the apply form's "keep this CV" box) while the profile had none: checked and stored as a profile upload is
 * (`addDocument`: its own copy under the profile's key space, owner-only, deleted with the document or the
 * account), so the next application is one click. Never replaces nor adds to a CV already there: the
 * candidate's row is locked while the profile is looked at, so two applications at once keep at most one.
 * Answers whether it was kept.
 */
export async function keepApplicationCv(
  db: Db,
  userId: string,
  file: { bytes: Uint8Array; fileName: string },
): Promise<boolean> {
  const type = await checkUpload(file.bytes, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES);
  if (!type.ok) return false;
  const key = newStorageKey('cv', type.extension);
  const kept = await storeThen(key, file.bytes, () =>
    db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(candidateDocuments)
        .where(eq(candidateDocuments.userId, userId));
      if (n > 0) return false;
      await tx.insert(candidateDocuments).values({
        userId,
        storageKey: key,
        fileName: displayName(file.fileName, type.extension),
        mimeType: type.mimeType,
        sizeBytes: file.bytes.byteLength,
      });
      return true;
    }),
  );
  if (!kept)
    await getStorage()
      .delete(key)
      .catch(() => undefined);
  return kept;
}

/** A document of the caller, or 404 (also for somebody else's: existence is not revealed). */
export async function ownDocument(db: Db, caller: CandidateCaller, id: number) {
  const [row] = await db
    .select()
    .from(candidateDocuments)
    .where(and(eq(candidateDocuments.id, id), eq(candidateDocuments.userId, caller.userId)));
  if (!row) throw new AppError('NOT_FOUND', 'notFound');
  return row;
}

export async function readDocument(db: Db, caller: CandidateCaller, id: number) {
  const row = await ownDocument(db, caller, id);
  const stored = await getStorage().open(row.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', 'notFound');
  return { row, stored };
}

export async function deleteDocument(db: Db, caller: CandidateCaller, id: number): Promise<void> {
  const row = await ownDocument(db, caller, id);
  await db.delete(candidateDocuments).where(eq(candidateDocuments.id, row.id));
  await getStorage()
    .delete(row.storageKey)
    .catch((error: unknown) => logger.error({ err: error }, 'deleting a CV file'));
}

export async function setAvatar(db: Db, caller: CandidateCaller, file: MultipartFile | undefined): Promise<void> {
  if (file && !new RegExp(`\\.(${AVATAR_EXTENSIONS.join('|')})$`, 'i').test(file.fileName)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'upload.invalidFileType', {
      fields: [{ field: 'file', message: 'avatarFileType' }],
    });
  }
  const type = await checked(file, AVATAR_KINDS, AVATAR_MAX_BYTES);
  const key = newStorageKey('avatars', type.extension);
  const [before] = await db
    .select({ key: candidateProfiles.avatarKey })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, caller.userId));
  await storeThen(key, file!.bytes, () =>
    db
      .insert(candidateProfiles)
      .values({ userId: caller.userId, firstName: caller.name, avatarKey: key })
      .onConflictDoUpdate({ target: candidateProfiles.userId, set: { avatarKey: key, updatedAt: new Date() } }),
  );
  if (before?.key)
    await getStorage()
      .delete(before.key)
      .catch(() => undefined);
}

export async function removeAvatar(db: Db, caller: CandidateCaller): Promise<void> {
  const [before] = await db
    .select({ key: candidateProfiles.avatarKey })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, caller.userId));
  if (!before?.key) return;
  await db.update(candidateProfiles).set({ avatarKey: null }).where(eq(candidateProfiles.userId, caller.userId));
  await getStorage()
    .delete(before.key)
    .catch(() => undefined);
}

export async function readAvatar(db: Db, caller: CandidateCaller) {
  const [row] = await db
    .select({ key: candidateProfiles.avatarKey })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, caller.userId));
  const stored = row?.key ? await getStorage().open(row.key) : null;
  if (!row?.key || !stored) throw new AppError('NOT_FOUND', 'notFound');
  const png = row.key.endsWith('.png');
  return { stored, mimeType: png ? UPLOAD_TYPES.png.mimeType : UPLOAD_TYPES.jpeg.mimeType };
}
