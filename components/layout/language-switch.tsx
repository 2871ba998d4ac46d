'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import styles from './site-header.module.css';

type Locale = 'pl' | 'en';

function Links({ locales, withQuery }: { locales: Locale[]; withQuery: boolean }) {
  const t = useTranslations('header');
  const current = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const query = withQuery ? Object.fromEntries(search.entries()) : undefined;
  return (
    <ul className={styles.languages} aria-label={t('language')}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={{ pathname, query }}
            locale={locale}
            // The default language's link goes through a prefix redirect; prefetching it would put a
            // redirect for the RSC request in the browser's cache, which Back then follows.
            prefetch={false}
            lang={locale}
            hrefLang={locale}
            className={styles.language}
            aria-current={locale === current ? 'true' : undefined}
            title={t('languageName', { locale })}
          >
            {locale.toUpperCase()}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** PL / EN links to the same page (path and query kept) in the other language. */
export function LanguageSwitch({ locales }: { locales: Locale[] }) {
  return (
    <Suspense fallback={<Links locales={locales} withQuery={false} />}>
      <Links locales={locales} withQuery />
    </Suspense>
  );
}
