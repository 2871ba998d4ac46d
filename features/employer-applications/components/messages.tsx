import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { validationMessages } from '@/lib/validation/client-messages';

/** Hands the `employerApplications` texts (and the field messages of its forms) to the panel's client parts, on the pages that show them only. */
export async function EmployerApplicationsMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        employerApplications: messages.employerApplications,
        confirmDialog: messages.confirmDialog,
        ...validationMessages(messages),
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
