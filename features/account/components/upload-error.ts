import type { useTranslations } from 'next-intl';
import type { ApiAnswer } from '@/lib/api-client';

/** What to say when an upload is refused: the server's word for the file, or the rule it broke. */
export function uploadError(
  t: ReturnType<typeof useTranslations<'account'>>,
  answer: ApiAnswer<unknown>,
  maxMb: number,
): string {
  const message = answer.error?.fields?.[0]?.message ?? answer.error?.message;
  if (answer.status === 413 && !message) return t('upload.fileTooLarge', { max: maxMb });
  if ([400, 413, 415, 422].includes(answer.status)) return message ?? t('upload.invalidFileType');
  return t('generic');
}
