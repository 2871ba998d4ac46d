'use client';

import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import type { ChatConversation } from '../types';
import { createChatConnection } from './chat-connection';
import { ChatThread } from './chat-thread';
import styles from './employer-chat.module.css';

/** The employer side of the chat in the panel: the company's conversations and the open one. */
export default function EmployerChat({ userId }: { userId: string }) {
  const t = useTranslations('chat');
  const format = useFormatter();
  // "5 minutes ago" against a clock that moves (and without next-intl's fallback warning).
  const now = useNow({ updateInterval: 60_000 });
  const [connection] = useState<HubConnection>(() => createChatConnection());
  const [conversations, setConversations] = useState<ChatConversation[] | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    setConversations(await connection.invoke<ChatConversation[]>('GetConversations'));
  }, [connection]);

  const start = useCallback(async () => {
    try {
      if (connection.state === HubConnectionState.Disconnected) await connection.start();
      await refresh();
    } catch {
      setFailed(true);
    }
  }, [connection, refresh]);

  useEffect(() => {
    const reload = () => void refresh().catch(() => undefined);
    connection.on('ReceiveMessage', reload);
    connection.on('MessagesRead', reload);
    connection.on('ConversationStarted', reload);
    connection.onreconnected(reload);
    // Connecting is an outside system's work: it starts after this effect, not within it.
    queueMicrotask(() => void start());
    return () => void connection.stop();
  }, [connection, refresh, start]);

  if (failed)
    return (
      <div className={styles.notice} role="alert">
        <p>{t('sthWentWrong')}</p>
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            setFailed(false);
            void start();
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  if (conversations === null) return <p className={styles.notice}>{t('loading')}</p>;
  if (conversations.length === 0) return <p className={styles.notice}>{t('panel.empty')}</p>;
  const open = conversations.find((c) => c.id === openId) ?? null;
  return (
    <div className={styles.layout}>
      <ul className={styles.list} aria-label={t('panel.title')}>
        {conversations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={styles.row}
              aria-current={c.id === openId ? 'true' : undefined}
              onClick={() => setOpenId(c.id)}
              data-testid="employer-conversation"
            >
              <span className={styles.rowMain}>
                <span className={styles.name}>{c.candidateName}</span>
                <span className={styles.meta}>
                  {c.offerTitle ?? c.companyName} ·{' '}
                  {format.relativeTime(new Date(Math.min(Date.parse(c.updatedAt), now.getTime())), now)}
                </span>
                <span className={styles.last}>{c.lastMessage?.body ?? ''}</span>
              </span>
              {c.unread ? <span className={styles.badge}>{c.unread}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <section className={styles.thread} aria-label={open?.candidateName ?? t('panel.choose')}>
        {open ? (
          <>
            <header className={styles.threadHeader}>
              <strong>{open.candidateName}</strong>
              {open.offerTitle ? <span className={styles.meta}>{open.offerTitle}</span> : null}
            </header>
            <ChatThread
              connection={connection}
              conversationId={open.id}
              userId={userId}
              onError={() => setFailed(true)}
            />
          </>
        ) : (
          <p className={styles.notice}>{t('panel.choose')}</p>
        )}
      </section>
    </div>
  );
}
