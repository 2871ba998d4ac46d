import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

/** Renders client components with the app's real messages (Polish by default). */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'pl', ...options }: RenderOptions & { locale?: 'pl' | 'en' } = {},
) {
  const messages = locale === 'pl' ? pl : en;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Warsaw">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
