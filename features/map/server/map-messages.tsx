import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/** The map's texts for its client components, sent only with pages that show a map. */
export async function MapMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ map: messages.map }}>
      {children}
    </NextIntlClientProvider>
  );
}
