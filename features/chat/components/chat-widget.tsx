'use client';

import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { paths } from '@/lib/paths';
import { CHAT_WIDGET_STORAGE_KEY, type ChatConversation, type ChatInvitation, type ChatWidgetSaved } from '../types';
import { createChatConnection } from './chat-connection';
import { ChatThread } from './chat-thread';
import styles from './chat.module.css';

type Status = 'connecting' | 'ready' | 'failed' | 'rateLimited';

function readSaved(): ChatWidgetSaved {
  try {
    const raw = JSON.parse(localStorage.getItem(CHAT_WIDGET_STORAGE_KEY) ?? 'null') as Partial<ChatWidgetSaved> | null;
    return { chatId: typeof raw?.chatId === 'number' ? raw.chatId : null, minified: raw?.minified === true };
  } catch {
    return { chatId: null, minified: false };
  }
}

/**
 * The candidate's chat with employers, bottom right: a list panel (280 px, 360 expanded) with invitations
 * and conversations, and the open conversation beside it (360 px, body 415, at most 70vh). The open
 * conversation and whether it is minimised survive reloads under one local-storage key.
 */
export default function ChatWidget({ maintenance }: { maintenance: boolean }) {
  const t = useTranslations('chat');
  const [connection] = useState<HubConnection>(() => createChatConnection());
  const [status, setStatus] = useState<Status>('connecting');
  const [userId, setUserId] = useState('');
  const [filledIn, setFilledIn] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const [conversations, setConversations] = useState<ChatConversation[]>([]);
  const [invitations, setInvitations] = useState<ChatInvitation[]>([]);
  // The widget is loaded in the browser only (ChatWidgetMount), so local storage is there from the start.
  const [saved, setSaved] = useState<ChatWidgetSaved>(readSaved);
  const persist = useCallback((next: ChatWidgetSaved) => {
    setSaved(next);
    localStorage.setItem(CHAT_WIDGET_STORAGE_KEY, JSON.stringify(next));
  }, []);

  const refresh = useCallback(async () => {
    const [list, invited] = await Promise.all([
      connection.invoke<ChatConversation[]>('GetConversations'),
      connection.invoke<{ invitations: ChatInvitation[] } | null>('GetInvitations'),
    ]);
    setConversations(list);
    setInvitations(invited?.invitations.filter((i) => i.status === 'received') ?? []);
  }, [connection]);

  const start = useCallback(async () => {
    try {
      if (connection.state === HubConnectionState.Disconnected) await connection.start();
      const state = await connection.invoke<{ id: string; mandatoryPreferencesFilledIn: boolean }>('GetWidgetState');
      setUserId(state.id);
      setFilledIn(state.mandatoryPreferencesFilledIn);
      await refresh();
      setStatus('ready');
    } catch {
      setStatus('failed');
    }
  }, [connection, refresh]);

  useEffect(() => {
    if (maintenance) return;
    const reload = () => void refresh().catch(() => undefined);
    connection.on('ReceiveMessage', reload);
    connection.on('MessagesRead', reload);
    connection.on('InvitationReceived', reload);
    connection.on('RateLimit', () => setStatus('rateLimited'));
    connection.onreconnected(reload);
    // Connecting is an outside system's work: it starts after this effect, not within it.
    queueMicrotask(() => void start());
    return () => {
      void connection.stop();
    };
  }, [connection, maintenance, refresh, start]);

  const unread = useMemo(
    () => conversations.reduce((sum, c) => sum + c.unread, 0) + invitations.length,
    [conversations, invitations],
  );
  const open = conversations.find((c) => c.id === saved.chatId) ?? null;

  const respond = async (invitation: ChatInvitation, accept: boolean) => {
    try {
      const result = await connection.invoke<{ status: string; conversationId: number | null }>(
        'RespondToInvitation',
        invitation.id,
        accept,
      );
      await refresh();
      if (accept && result.conversationId) persist({ chatId: result.conversationId, minified: false });
    } catch {
      setStatus('failed');
    }
  };

  const invitationItems = invitations.map((invitation) => (
    <li key={`i${invitation.id}`} className={styles.invitation} data-testid="chat-invitation">
      <p className={styles.rowTitle}>{invitation.employer.name}</p>
      <p className={styles.rowText}>{t('invitation', { offer: invitation.jobAdvertisement.name ?? '—' })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => void respond(invitation, true)}>
          {t('accept')}
        </button>
        <button type="button" className={styles.link} onClick={() => void respond(invitation, false)}>
          {t('decline')}
        </button>
      </div>
    </li>
  ));

  let content;
  if (maintenance) content = <p className={styles.notice}>{t('maintenance')}</p>;
  else if (status === 'failed')
    content = (
      <div className={styles.notice} role="alert">
        <p>{t('sthWentWrong')}</p>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            setStatus('connecting');
            void start();
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  else if (status === 'rateLimited') content = <p className={styles.notice}>{t('rateLimited')}</p>;
  else if (status === 'connecting') content = <p className={styles.notice}>{t('loading')}</p>;
  else if (!filledIn)
    // Invitations already received are shown (and answered) whatever the preferences; the prompt sits beside them.
    content = (
      <>
        {invitations.length ? <ul className={styles.list}>{invitationItems}</ul> : null}
        <div className={styles.ad} data-testid="chat-preferences-prompt">
          <p className={styles.adTitle}>{t('ad.title')}</p>
          <p>{t('ad.body')}</p>
          <Link href={paths.preferences()} className={styles.adAction}>
            {t('ad.action')}
          </Link>
        </div>
      </>
    );
  else if (conversations.length === 0 && invitations.length === 0)
    content = <p className={styles.notice}>{t('noMessaging')}</p>;
  else
    content = (
      <ul className={styles.list}>
        {invitationItems}
        {conversations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={styles.row}
              aria-current={c.id === saved.chatId ? 'true' : undefined}
              onClick={() => persist({ chatId: c.id, minified: false })}
            >
              {c.companyLogoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- a 32 px logo from our own logo route
                <img src={c.companyLogoUrl} alt="" width={32} height={32} className={styles.logo} />
              ) : null}
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>{c.companyName}</span>
                <span className={styles.rowText}>{c.lastMessage?.body ?? c.offerTitle ?? ''}</span>
              </span>
              {c.unread ? (
                <span className={styles.badge} aria-label={t('unread', { count: c.unread })}>
                  {c.unread}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.widget} data-testid="chat-widget">
      {open && !maintenance ? (
        <section className={styles.conversation} aria-label={open.companyName} data-testid="chat-conversation">
          <header className={styles.header}>
            <span className={styles.headerTitle}>
              {open.companyName}
              {open.offerTitle ? <small className={styles.headerSub}>{open.offerTitle}</small> : null}
            </span>
            <button
              type="button"
              className={styles.icon}
              aria-label={saved.minified ? t('restore') : t('minimise')}
              aria-expanded={!saved.minified}
              onClick={() => persist({ ...saved, minified: !saved.minified })}
            >
              {saved.minified ? '▴' : '▾'}
            </button>
            <button
              type="button"
              className={styles.icon}
              aria-label={t('close')}
              onClick={() => persist({ chatId: null, minified: false })}
            >
              ✕
            </button>
          </header>
          {saved.minified || !userId ? null : (
            <ChatThread
              connection={connection}
              conversationId={open.id}
              userId={userId}
              height={415}
              onError={() => setStatus('failed')}
            />
          )}
        </section>
      ) : null}
      <section className={expanded ? styles.listPanelExpanded : styles.listPanel} aria-label={t('title')}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.headerButton}
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
            data-testid="chat-toggle"
          >
            {t('title')}
            {unread ? <span className={styles.badge}>{unread}</span> : null}
          </button>
        </header>
        {expanded ? <div className={styles.listBody}>{content}</div> : null}
      </section>
    </div>
  );
}
