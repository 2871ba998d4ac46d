import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** Hands the `employerApplications` texts to the panel's client parts, on the pages that show them only. */
export async function EmployerApplicationsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        employerApplications: messages.employerApplications,
        confirmDialog: messages.confirmDialog,
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
