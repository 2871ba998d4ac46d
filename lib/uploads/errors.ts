import { AppError, type ErrorCode } from '@/lib/http/errors';
import type { UploadError } from './file-type';

/** The status tells the three upload refusals apart: 413 too large, 415 wrong type, 422 damaged or empty. */
const STATUS_OF: Record<UploadError, ErrorCode> = {
  fileTooLarge: 'PAYLOAD_TOO_LARGE',
  invalidFileType: 'UNSUPPORTED_MEDIA_TYPE',
  corruptedFile: 'UNPROCESSABLE',
};

/**
 * The localised error for a refused upload, on the form field that carried it:
 * `throw uploadFailure(check.error, 'attachment')` → `{ error: { code, message, fields: [{ field, message }] } }`
 * with `errors.upload.<error>` as both messages.
 */
export function uploadFailure(error: UploadError, field: string): AppError {
  const key = `upload.${error}`;
  return new AppError(STATUS_OF[error], key, { fields: [{ field, message: key }] });
}
