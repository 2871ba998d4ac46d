import 'server-only';
import { eq } from 'drizzle-orm';
import { mayChangeCompanyLogo, replaceCompanyLogo } from '@/features/employer-company/server/public';
import type { CompanyRight } from '@/lib/auth/caller';
import type { Db } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { AppError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { checkUpload } from '@/lib/uploads/file-type';
import type { MultipartFile } from '@/lib/uploads/multipart';
import { OFFER_FORM_BOUNDS } from '../config';
import type { StoredLogo } from '../schema';
import { offerError } from './errors';
import { companyLogoUrl } from './offer-shape';

/** The company logo of a full update, judged by its bytes (spec 5 messages); nothing is stored here. */
export async function checkLogo(file: MultipartFile): Promise<MultipartFile> {
  const fail = (message: string) => offerError('BAD_REQUEST', 'formInvalid', [{ field: 'companyLogo', message }]);
  if (file.tooLarge) throw fail('logoTooLarge');
  const verdict = await checkUpload(file.bytes, ['jpeg', 'png'], OFFER_FORM_BOUNDS.logoMaxBytes);
  if (!verdict.ok)
    throw fail(
      verdict.error === 'fileTooLarge'
        ? 'logoTooLarge'
        : verdict.error === 'corruptedFile'
          ? 'logoCorrupted'
          : 'logoType',
    );
  return file;
}

/**
 * Refuses, before anything is written, a logo from someone who may not change the company's data (a
 * recruiter, a draft link's bearer): the company's logo is company data (decision 0043).
 */
export function assertMayChangeLogo(right: CompanyRight | null): void {
  if (!mayChangeCompanyLogo(right))
    throw offerError('FORBIDDEN', 'formInvalid', [{ field: 'companyLogo', message: 'logoNeedsCompanyRight' }]);
}

/**
 * Stores a logo chosen in the form as the company's (an offer shows its company's logo): checked with the
 * form's messages, re-encoded and audited like the company page's. Answers the address the form shows,
 * versioned so that no cache keeps the old picture. `who.right` is the caller's right in that company.
 */
export async function storeCompanyLogo(
  db: Db,
  who: { tenantId: number; companyId: number; userId: string | null; right: CompanyRight | null },
  file: MultipartFile,
  locale: Locale,
): Promise<StoredLogo> {
  assertMayChangeLogo(who.right);
  try {
    await replaceCompanyLogo(db, who, await checkLogo(file), locale);
  } catch (error) {
    // The re-encoding refused bytes the type check let through: the form's own wording, on its field.
    if (error instanceof AppError && error.fields?.some((f) => f.field === 'logo'))
      throw offerError('BAD_REQUEST', 'formInvalid', [{ field: 'companyLogo', message: 'logoCorrupted' }]);
    throw error;
  }
  const [company] = await db
    .select({ slug: companies.slug, logoKey: companies.logoKey })
    .from(companies)
    .where(eq(companies.id, who.companyId));
  const version = (company?.logoKey ?? '').replace(/[^a-zA-Z0-9]/g, '').slice(-12);
  const url = `${companyLogoUrl(company!.slug)}?v=${version}`;
  return { url: `${url}&size=full`, thumbUrl: url };
}
