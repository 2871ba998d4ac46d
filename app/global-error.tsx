'use client';

import { useEffect, useState } from 'react';

type ErrorTexts = { title: string; description: string; retry: string };

/**
 * Last-resort error page, used only when the root layout itself fails. Its texts are loaded when
 * it shows, so the message files never travel in the first-load JavaScript of every page.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const isEnglish = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  const [t, setT] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    const load = isEnglish ? import('@/messages/en.json') : import('@/messages/pl.json');
    void load.then((messages) => setT(messages.default.errorPage));
  }, [isEnglish]);
  return (
    <html lang={isEnglish ? 'en' : 'pl'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '64px 16px' }}>
        {t ? (
          <>
            <h1>{t.title}</h1>
            <p>{t.description}</p>
            <button type="button" onClick={reset} style={{ padding: '10px 22px', fontSize: 16 }}>
              {t.retry}
            </button>
          </>
        ) : null}
      </body>
    </html>
  );
}
