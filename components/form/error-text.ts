'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { messageText, type Translate } from '@/lib/validation/messages';

/**
 * Words a field's message in the page's language: a catalogue reference (`errors.validation`, what the
 * schema resolver and the server's rules answer) with its plural, or a server's text as it is. The island's
 * messages must include `errors.validation` (`validationMessages` in lib/validation/client-messages.ts).
 */
export function useErrorText(): (message: string | undefined | null) => string | undefined {
  const t = useTranslations('errors.validation') as unknown as Translate;
  return useCallback((message) => (message ? messageText(message, [t]) : undefined), [t]);
}
