import { APPLY_LIMITS } from './constants';

export type FileProblem = 'fileTooLarge' | 'fileType' | 'fileEmpty';

/** A friendly pre-check of the chosen file (name and size); the server checks the bytes. Free of zod. */
export function fileProblem(file: { name: string; size: number }): FileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(APPLY_LIMITS.attachmentExtensions as readonly string[]).includes(extension)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > APPLY_LIMITS.attachmentMaxBytes) return 'fileTooLarge';
  return null;
}
