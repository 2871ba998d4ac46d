import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/http/errors';
import { LOGO_FULL_SIDE, LOGO_PREFIX, LOGO_THUMB_SIDE, logoThumbKey } from '@/lib/storage/company-logo-keys';
import { getStorage, newStorageKey } from '@/lib/storage/storage';
import { uploadFailure } from '@/lib/uploads/errors';
import { checkUpload } from '@/lib/uploads/file-type';
import { IMAGE_LIMITS } from '@/lib/uploads/image-check';
import type { MultipartFile } from '@/lib/uploads/multipart';
import type { Locale } from '@/lib/i18n/locales';
import { LOGO_EXTENSIONS, LOGO_MAX_BYTES } from '../validation';
import { errorsTranslator, validationTranslator } from '@/lib/http/error-messages';

const FIELD = 'logo';

/**
 * Checks an uploaded logo by its bytes (JPEG or PNG, at most 5,242,880 bytes, decodes), then re-encodes it
 * as PNG at two sizes with sharp: what is stored and served is our own encoding, never the uploaded bytes
 * (no metadata, no trailing payload), with the EXIF orientation applied and transparency kept.
 */
export async function storeLogo(file: MultipartFile, locale: Locale): Promise<{ key: string }> {
  const failure = (error: 'fileTooLarge' | 'invalidFileType' | 'corruptedFile') => logoFailure(error, locale);
  const extension = new RegExp(`\\.(${LOGO_EXTENSIONS.join('|')})$`, 'i');
  if (file.fileName && !extension.test(file.fileName)) {
    throw failure('invalidFileType');
  }
  if (file.tooLarge) throw failure('fileTooLarge');
  const check = await checkUpload(file.bytes, ['jpeg', 'png'], LOGO_MAX_BYTES);
  if (!check.ok) throw failure(check.error);

  let full: Buffer;
  let thumb: Buffer;
  try {
    const source = () => sharp(file.bytes, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxPixels }).rotate();
    full = await source()
      .resize(LOGO_FULL_SIDE, LOGO_FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    thumb = await source()
      .resize(LOGO_THUMB_SIDE, LOGO_THUMB_SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw failure('corruptedFile');
  }
  const key = newStorageKey(LOGO_PREFIX, 'png');
  const storage = getStorage();
  await storage.put(key, full);
  try {
    await storage.put(logoThumbKey(key), thumb);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { key };
}

/** The upload refusal with the logo's own wording (the spec's messages) on the `logo` field. */
function logoFailure(error: 'fileTooLarge' | 'invalidFileType' | 'corruptedFile', locale: Locale): AppError {
  const base = uploadFailure(error, FIELD);
  const message = {
    fileTooLarge: 'logoTooLarge',
    invalidFileType: 'logoType',
    corruptedFile: 'logoCorrupted',
  }[error];
  return new AppError(base.code, base.message, {
    fields: [{ field: FIELD, message: validationTranslator(errorsTranslator(locale))(message) }],
  });
}
