// Stand-in until the platform branch lands (same interface); main's version replaces this file on merge.
import { AppError } from '@/lib/http/errors';

export interface MultipartFile {
  fileName: string;
  bytes: Uint8Array;
  tooLarge: boolean;
}

export async function readMultipart(
  request: Request,
  options: { maxFileBytes: number; maxFieldBytes?: number },
): Promise<{ fields: Record<string, string>; files: Record<string, MultipartFile> }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'badRequest');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFile> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      if (value.length > (options.maxFieldBytes ?? 100_000)) throw new AppError('BAD_REQUEST', 'badRequest');
      fields[name] = value;
    } else {
      const tooLarge = value.size > options.maxFileBytes;
      files[name] = {
        fileName: value.name,
        bytes: tooLarge ? new Uint8Array() : new Uint8Array(await value.arrayBuffer()),
        tooLarge,
      };
    }
  }
  return { fields, files };
}
