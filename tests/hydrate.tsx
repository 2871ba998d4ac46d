import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import pl from '@/messages/pl.json';

const Intl = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="pl" messages={pl} timeZone="Europe/Warsaw">
    {children}
  </NextIntlClientProvider>
);

/**
 * Renders `ui` on the "server", lets `beforeHydration` act on the plain HTML (what a visitor does
 * before the page's script runs: typing, ticking), then hydrates it as the browser would.
 */
export async function hydrateAfter(ui: ReactElement, beforeHydration: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Intl>{ui}</Intl>);
  document.body.appendChild(container);
  beforeHydration(container);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui, { container, hydrate: true, wrapper: Intl });
  });
  return result;
}

/** Types into a field of plain HTML, as the browser does before any script handles it. */
export function typeIntoHtml(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus();
  field.value = text;
}
