import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Hands the `apply` texts to the apply form and dialogs only, on the pages that show them, instead of
 * adding the namespace to every page's client messages.
 */
export async function ApplyMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={{ apply: messages.apply }}>{children}</NextIntlClientProvider>;
}
