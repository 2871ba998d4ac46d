import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log';
import { getStorage, newStorageKey } from '@/lib/storage/storage';
import { uploadFailure } from '@/lib/uploads/errors';
import { storedFileResponse } from '@/lib/uploads/stored-file-response';
import { checkUpload, type UploadError } from '@/lib/uploads/file-type';
import { IMAGE_LIMITS } from '@/lib/uploads/image-check';
import type { MultipartFile } from '@/lib/uploads/multipart';
import { STORY_IMAGE_MAX_BYTES, STORY_IMAGE_NAME } from '../schemas';
import { storyMessage } from './story-messages';

/** Where story images live in storage and the route that serves them (`/api/v1/brand-stories/images/{name}`). */
export const STORY_IMAGE_PREFIX = 'brand-story-images';
const URL_BASE = '/api/v1/brand-stories/images/';
/** A stored image's file name: our random key, never the uploaded name. */
export const STORY_IMAGE_FILE = /^[a-f0-9]{32}\.(png|jpg)$/;

export type StoryImageRole = 'logo' | 'cover' | 'gallery';

/** Logos keep transparency (PNG, 512 px square box); photos become JPEGs at most 1600 px on the longer side. */
const ENCODING: Record<StoryImageRole, { side: number; format: 'png' | 'jpg' }> = {
  logo: { side: 512, format: 'png' },
  cover: { side: 1600, format: 'jpg' },
  gallery: { side: 1600, format: 'jpg' },
};

export const storyImageUrl = (key: string) => `${URL_BASE}${key.slice(STORY_IMAGE_PREFIX.length + 1)}`;

/** The storage key behind one of our image URLs, or null for any other URL (a seeded cover, a company logo). */
export function storyImageKey(url: string | null): string | null {
  if (!url?.startsWith(URL_BASE)) return null;
  const name = url.slice(URL_BASE.length);
  return STORY_IMAGE_FILE.test(name) ? `${STORY_IMAGE_PREFIX}/${name}` : null;
}

/**
 * Checks one uploaded image by its bytes (JPEG or PNG, at most 5,242,880 bytes, decodes completely) and
 * re-encodes it with sharp: what is stored is our own encoding (no metadata, no trailing payload, EXIF
 * orientation applied). Nothing is written here; the caller stores the result once every image passed.
 */
export async function prepareStoryImage(
  file: MultipartFile,
  role: StoryImageRole,
  field: string,
  locale: Locale,
): Promise<{ key: string; bytes: Buffer }> {
  const failure = (error: UploadError) => imageFailure(error, field, locale);
  if (file.fileName && !STORY_IMAGE_NAME.test(file.fileName)) throw failure('invalidFileType');
  if (file.tooLarge) throw failure('fileTooLarge');
  const check = await checkUpload(file.bytes, ['jpeg', 'png'], STORY_IMAGE_MAX_BYTES);
  if (!check.ok) throw failure(check.error);
  const { side, format } = ENCODING[role];
  let bytes: Buffer;
  try {
    const image = sharp(file.bytes, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxPixels })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true });
    bytes =
      format === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch {
    throw failure('corruptedFile');
  }
  return { key: newStorageKey(STORY_IMAGE_PREFIX, format), bytes };
}

/** Writes prepared images; on a failure removes the ones already written and rethrows. */
export async function putStoryImages(images: { key: string; bytes: Buffer }[]): Promise<void> {
  const storage = getStorage();
  const written: string[] = [];
  try {
    for (const image of images) {
      await storage.put(image.key, image.bytes);
      written.push(image.key);
    }
  } catch (error) {
    await removeStoryImages(written);
    throw error;
  }
}

export async function removeStoryImages(keys: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => logger.error({ err: error }, 'deleting a brand story image')),
    ),
  );
}

/** The refusal with the spec's image messages (invalid format, too large, empty or corrupted) on its field. */
function imageFailure(error: UploadError, field: string, locale: Locale): AppError {
  const base = uploadFailure(error, field);
  const key = { fileTooLarge: 'imageTooLarge', invalidFileType: 'imageType', corruptedFile: 'imageCorrupted' }[error];
  return new AppError(base.code, storyMessage(locale, `validation.${key}`), {
    fields: [{ field, message: storyMessage(locale, `validation.${key}`) }],
  });
}

/**
 * A stored story image as a response. Names are random and never reused, so the answer may be cached for
 * good; it is still served with nosniff and a sandbox like every stored upload.
 */
export async function getStoryImage(request: Request, name: string): Promise<Response> {
  if (!STORY_IMAGE_FILE.test(name)) throw new AppError('NOT_FOUND', 'notFound');
  const stored = await getStorage().open(`${STORY_IMAGE_PREFIX}/${name}`);
  if (!stored) throw new AppError('NOT_FOUND', 'notFound');
  return storedFileResponse(request, stored, {
    'content-type': name.endsWith('.png') ? 'image/png' : 'image/jpeg',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
}
