import { OFFER_FORM_BOUNDS as B } from './config';
import { websiteIssue } from '@/lib/company-rules';
import type { LogoValue, OfferFormValues } from './schema';
import type { OfferFormMessage } from './form-messages';

/** Rules of single fields, shared by the form's rules and its pre-checks (spec 5). */

export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const NUMBER = /^\d+([.,]\d{1,2})?$/;
export const IMG_TAG = /<img\b[^>]*>/gi;

export const has = <T extends string | number>(list: readonly T[], v: unknown): boolean => list.includes(v as T);

/** The key sent for the chosen category (spec 5): the sub-category, else the category. */
export function chosenCategoryKey(values: Pick<OfferFormValues, 'jobCategory' | 'jobSubcategory'>): string {
  return values.jobSubcategory.trim() || values.jobCategory.trim();
}

/** A typed amount as a number ('' → null; NaN for anything that is not a plain non-negative number). */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (t === '') return null;
  return NUMBER.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

/** The visible text of rich text (tags dropped, entities of spaces collapsed). */
export function richTextIsEmpty(html: string): boolean {
  const text = html
    .replace(/<img\b[^>]*>/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text === '';
}

/** A valid http(s) URL without spaces. */
export function urlProblem(value: string): OfferFormMessage | null {
  if (/\s/.test(value)) return 'websiteSpaces';
  if (!/^https?:\/\//i.test(value)) return 'invalidUrl';
  try {
    const url = new URL(value);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? null : 'invalidUrl';
  } catch {
    return 'invalidUrl';
  }
}

/** The company website by the company rules (lib/company-rules), worded as on the company page. */
export function websiteProblem(value: string): OfferFormMessage | null {
  const issue = websiteIssue(value);
  return issue === null || issue === 'websiteRequired' ? null : issue;
}

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** The logo rules (spec 5), shared with the upload pre-check of the form. */
export function logoProblem(logo: LogoValue): OfferFormMessage | null {
  if (logo === null) return null;
  if (isFile(logo)) {
    const extension = logo.name.split('.').pop()?.toLowerCase() ?? '';
    const typeOk = logo.type === '' || has(B.logoMimeTypes, logo.type.toLowerCase());
    if (!has(B.logoExtensions, extension) || !typeOk) return 'logoType';
    if (logo.size === 0) return 'logoCorrupted';
    if (logo.size > B.logoMaxBytes) return 'logoTooLarge';
    return null;
  }
  // A stored logo without its address: the draft lost the file (e.g. chosen before a reload).
  return typeof logo.url === 'string' && logo.url.trim() !== '' ? null : 'logoReAdd';
}
