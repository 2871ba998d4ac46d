'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createChatInvitation } from '../api/create-chat-invitation';
import styles from './invite-to-chat.module.css';

type Status = 'received' | 'accepted' | 'declined' | null;

interface Props {
  applicationId: number;
  /** The invitation already sent for this application, if any. */
  status: Status;
  /** False for an application sent without an account: such a person cannot be invited. */
  hasAccount: boolean;
  chatHref: string;
}

/** The application page's chat action: invite the candidate, then follow the invitation (sent, accepted, declined). */
export function InviteToChat({ applicationId, status: initial, hasAccount, chatHref }: Props) {
  const t = useTranslations('chat.panel');
  const [status, setStatus] = useState<Status>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const invite = async () => {
    setBusy(true);
    setError(null);
    const answer = await createChatInvitation({ applicationId });
    setBusy(false);
    if (answer.ok) setStatus((s) => s ?? 'received');
    else setError(answer.error.message || t('inviteFailed'));
  };

  if (!hasAccount) return <p className={styles.hint}>{t('guest')}</p>;
  return (
    <div className={styles.box} data-testid="invite-to-chat" data-status={status ?? 'none'}>
      {status === null ? (
        <>
          <p className={styles.hint}>{t('inviteHint')}</p>
          <button type="button" className={styles.primary} onClick={() => void invite()} disabled={busy}>
            {t('invite')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.state} role="status">
            <span className={styles.dot} data-status={status} aria-hidden="true" />
            {status === 'accepted' ? t('accepted') : status === 'declined' ? t('declined') : t('invited')}
          </p>
          {status === 'accepted' ? (
            <a className={styles.primary} href={chatHref}>
              {t('openChat')}
            </a>
          ) : null}
        </>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
