import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { validationMessages } from '@/lib/validation/client-messages';

/**
 * Hands the `apply` texts (and the validation catalogue the form's schema words its other rules with) to the
 * apply form and dialogs only, on the pages that show them, instead of adding them to every page's client
 * messages.
 */
export async function ApplyMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ apply: messages.apply, ...validationMessages(messages) }}>
      {children}
    </NextIntlClientProvider>
  );
}
