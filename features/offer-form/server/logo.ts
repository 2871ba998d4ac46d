import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { getStorage, newStorageKey } from '@/lib/storage/storage';
import { checkUpload } from '@/lib/uploads/file-type';
import type { MultipartFile } from '@/lib/uploads/multipart';
import { OFFER_FORM_BOUNDS } from '../config';
import { offerError } from './errors';

/** The company logo of a full update, judged by its bytes (spec 5 messages); nothing is stored here. */
export async function checkLogo(file: MultipartFile): Promise<{ bytes: Uint8Array; extension: string }> {
  const fail = (message: string) => offerError('BAD_REQUEST', 'formInvalid', [{ field: 'companyLogo', message }]);
  if (file.tooLarge) throw fail('logoTooLarge');
  const verdict = await checkUpload(file.bytes, ['jpeg', 'png'], OFFER_FORM_BOUNDS.logoMaxBytes);
  if (!verdict.ok)
    throw fail(
      verdict.error === 'fileTooLarge'
        ? 'logoTooLarge'
        : verdict.error === 'corruptedFile'
          ? 'logoEmpty'
          : 'logoInvalidFormat',
    );
  return { bytes: file.bytes, extension: verdict.extension };
}

/** Stores a checked logo as the company's (the offer shows its company's logo). */
export async function storeCompanyLogo(db: DbOrTx, companyId: number, logo: { bytes: Uint8Array; extension: string }) {
  const key = newStorageKey('logos', logo.extension);
  await getStorage().put(key, logo.bytes);
  await db.update(companies).set({ logoKey: key }).where(eq(companies.id, companyId));
  return key;
}
