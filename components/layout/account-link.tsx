'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useViewerState } from '@/features/account/viewer';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import styles from './site-header.module.css';

/**
 * The header's account action, an island of the shared page (decision 0066): the candidate's profile, a
 * company member's panel, or signing in. The button shares a grid cell with every label it can show (hidden),
 * so it is as wide as the longest whoever looks, and nothing moves when the visitor becomes known; until then
 * it is a skeleton of that size.
 */
export function AccountLink({ loginEnabled }: { loginEnabled: boolean }) {
  const t = useTranslations('nav');
  const { viewer, employer, pending } = useViewerState();
  const shown = pending
    ? null
    : viewer.kind === 'candidate'
      ? 'profile'
      : employer
        ? 'employer'
        : loginEnabled
          ? 'login'
          : null;
  // A board without candidate login shows the button to company members only; it keeps no space for others.
  if (!loginEnabled && !pending && shown === null) return null;
  const texts = { profile: t('profile'), employer: t('myEmployerPanel'), login: t('logIn') } as const;
  // The button is as wide as its longest label: every label is laid in the same grid cell beside it, hidden and
  // out of the accessibility tree, so the link's own name is only the label it shows.
  const slot = (button: ReactNode) => (
    <span className={styles.loginSlot}>
      {button}
      {Object.values(texts).map((text) => (
        <span key={text} className={`${styles.login} ${styles.loginSizer}`} aria-hidden="true">
          {text}
        </span>
      ))}
    </span>
  );
  if (shown === 'profile')
    return slot(
      <Link
        href={paths.profile()}
        className={styles.login}
        data-testid="account-link"
        title={viewer.kind === 'candidate' ? viewer.name : undefined}
      >
        {texts.profile}
      </Link>,
    );
  if (shown === 'employer')
    return slot(
      <Link href={paths.employerPanel()} className={styles.login} data-testid="employer-panel-link">
        {texts.employer}
      </Link>,
    );
  if (shown === 'login')
    return slot(
      <Link href={paths.login()} className={styles.login}>
        {texts.login}
      </Link>,
    );
  return slot(<span className={`${styles.login} ${styles.loginPending}`} data-testid="account-pending" />);
}
