'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { setColorScheme, setHorizontalTheme } from '@/features/theme/actions';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme/color-scheme';
import type { ColorScheme } from '@/features/theme/theme-choice';
import styles from './site-header.module.css';

interface Props {
  scheme: ColorScheme;
  horizontal: boolean;
  darkModeEnabled: boolean;
  horizontalToggleEnabled: boolean;
}

/** Dark-mode and horizontal-layout toggles; both choices are kept in cookies set on the server. */
export function AppearanceToggles({ scheme, horizontal, darkModeEnabled, horizontalToggleEnabled }: Props) {
  const t = useTranslations('header');
  const router = useRouter();
  const [current, setCurrent] = useState(scheme);
  const [pending, startTransition] = useTransition();

  const toggleScheme = () => {
    const next: ColorScheme = current === 'dark' ? 'light' : 'dark';
    setCurrent(next);
    // The variables switch on the attribute at once; the cookie makes the server render it next time.
    document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, next);
    document.documentElement.style.colorScheme = next;
    void setColorScheme(next);
  };

  const toggleLayout = () =>
    startTransition(async () => {
      await setHorizontalTheme(!horizontal);
      router.refresh();
    });

  return (
    <>
      {darkModeEnabled ? (
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggleScheme}
          aria-label={current === 'dark' ? t('switchToLight') : t('switchToDark')}
          title={current === 'dark' ? t('switchToLight') : t('switchToDark')}
          data-testid="color-scheme-toggle"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {current === 'dark' ? (
              <path
                fill="currentColor"
                d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z"
              />
            ) : (
              <path fill="currentColor" d="M12.3 2a9 9 0 1 0 9.7 11.6A7.5 7.5 0 0 1 12.3 2z" />
            )}
          </svg>
        </button>
      ) : null}
      {horizontalToggleEnabled ? (
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggleLayout}
          disabled={pending}
          aria-pressed={horizontal}
          aria-label={horizontal ? t('horizontalThemeOff') : t('horizontalThemeOn')}
          title={horizontal ? t('horizontalThemeOff') : t('horizontalThemeOn')}
          data-testid="horizontal-theme-toggle"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {horizontal ? (
              <path fill="currentColor" d="M3 4h8v16H3zm10 0h8v7h-8zm0 9h8v7h-8z" />
            ) : (
              <path fill="currentColor" d="M3 4h18v4H3zm0 6h18v4H3zm0 6h18v4H3z" />
            )}
          </svg>
        </button>
      ) : null}
    </>
  );
}
