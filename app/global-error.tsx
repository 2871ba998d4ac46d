'use client';

import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

/** Last-resort error page, used only when the root layout itself fails. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const isEnglish = typeof window !== 'undefined' && /^\/en(\/|$)/.test(window.location.pathname);
  const t = (isEnglish ? en : pl).errorPage;
  return (
    <html lang={isEnglish ? 'en' : 'pl'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '64px 16px' }}>
        <h1>{t.title}</h1>
        <p>{t.description}</p>
        <button type="button" onClick={reset} style={{ padding: '10px 22px', fontSize: 16 }}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
