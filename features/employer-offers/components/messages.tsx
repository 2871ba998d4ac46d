import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** Hands the `employerOffers` texts to the panel's client parts, on the pages that show them only. */
export async function EmployerOffersMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{ employerOffers: messages.employerOffers, confirmDialog: messages.confirmDialog }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
