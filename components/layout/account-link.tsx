'use client';

import { useTranslations } from 'next-intl';
import { useViewerState } from '@/features/account/viewer';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import styles from './site-header.module.css';

/**
 * The header's account action, an island of the shared page (decision 0066): the candidate's profile, a
 * company member's panel, or signing in. Every label sits in the same grid cell, the others hidden, so the
 * button is as wide as its longest label whoever looks, and nothing moves when the visitor becomes known;
 * until then it is a skeleton of that size.
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
  // Hidden labels only hold the width: out of the accessibility tree too.
  const label = (key: typeof shown, text: string) => (
    <span data-shown={shown === key || undefined} aria-hidden={shown === key ? undefined : true}>
      {text}
    </span>
  );
  const labels = (
    <span className={styles.loginLabels}>
      {label('profile', t('profile'))}
      {label('employer', t('myEmployerPanel'))}
      {label('login', t('logIn'))}
    </span>
  );
  if (shown === 'profile')
    return (
      <Link
        href={paths.profile()}
        className={styles.login}
        data-testid="account-link"
        title={viewer.kind === 'candidate' ? viewer.name : undefined}
      >
        {labels}
      </Link>
    );
  if (shown === 'employer')
    return (
      <Link href={paths.employerPanel()} className={styles.login} data-testid="employer-panel-link">
        {labels}
      </Link>
    );
  if (shown === 'login')
    return (
      <Link href={paths.login()} className={styles.login}>
        {labels}
      </Link>
    );
  return (
    <span className={`${styles.login} ${styles.loginPending}`} data-testid="account-pending">
      {labels}
    </span>
  );
}
