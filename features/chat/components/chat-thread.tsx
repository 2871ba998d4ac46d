'use client';

import type { HubConnection } from '@microsoft/signalr';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMessage } from '../types';
import { linkify } from './linkify';
import styles from './chat.module.css';

const TYPING_SHOWN_MS = 4000;
const TYPING_SENT_EVERY_MS = 3000;

interface Props {
  connection: HubConnection;
  conversationId: number;
  /** The signed-in user (employer messages arrive with their sender id). */
  userId: string;
  /** The body's height in px (the widget's 415), or undefined to fill the parent. */
  height?: number;
  onError(): void;
}

/** One conversation (give it `key={conversationId}` so a new one starts empty): its history, new messages as they come, read receipts, typing, and the composer. */
export function ChatThread({ connection, conversationId, userId, height, onError }: Props) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [typing, setTyping] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const lastTypingSent = useRef(0);

  const markRead = useCallback(() => {
    if (document.visibilityState === 'visible')
      void connection.invoke('MarkRead', conversationId).catch(() => undefined);
  }, [connection, conversationId]);

  useEffect(() => {
    let live = true;
    connection.invoke<ChatMessage[]>('GetHistory', conversationId, null).then(
      (history) => {
        if (!live) return;
        setMessages(history);
        markRead();
      },
      () => live && onError(),
    );
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (raw: ChatMessage) => {
      if (raw.conversationId !== conversationId) return;
      const message = { ...raw, mine: raw.mine || raw.senderId === userId };
      setMessages((list) => (list && !list.some((m) => m.id === message.id) ? [...list, message] : list));
      setTyping(null);
      if (!message.mine) markRead();
    };
    const onRead = (event: { conversationId: number; upTo: number; by: string }) => {
      if (event.conversationId !== conversationId) return;
      const at = new Date().toISOString();
      setMessages(
        (list) => list?.map((m) => (m.mine && m.id <= event.upTo && !m.readAt ? { ...m, readAt: at } : m)) ?? list,
      );
    };
    const onTyping = (event: { conversationId: number; name: string }) => {
      if (event.conversationId !== conversationId) return;
      setTyping(event.name);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    };
    connection.on('ReceiveMessage', onMessage);
    connection.on('MessagesRead', onRead);
    connection.on('Typing', onTyping);
    return () => {
      live = false;
      clearTimeout(typingTimer);
      connection.off('ReceiveMessage', onMessage);
      connection.off('MessagesRead', onRead);
      connection.off('Typing', onTyping);
    };
  }, [connection, conversationId, userId, markRead, onError]);

  useEffect(() => {
    body.current?.scrollTo({ top: body.current.scrollHeight });
  }, [messages, typing]);

  const send = async () => {
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    setError(null);
    try {
      const message = await connection.invoke<ChatMessage>('SendMessage', conversationId, text);
      setMessages((list) => (list && !list.some((m) => m.id === message.id) ? [...list, message] : list));
      setDraft('');
    } catch (e) {
      setError(
        e instanceof Error && e.message.includes('HubException:')
          ? e.message.split('HubException:')[1]!.trim()
          : t('sendFailed'),
      );
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
      return;
    }
    const now = Date.now();
    if (now - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = now;
      void connection.invoke('Typing', conversationId).catch(() => undefined);
    }
  };

  const last = messages?.filter((m) => m.mine).at(-1);
  return (
    <div className={styles.thread}>
      <div
        ref={body}
        className={styles.messages}
        style={height ? { height } : undefined}
        role="log"
        aria-live="polite"
        aria-label={t('messages')}
        data-testid="chat-messages"
      >
        {messages === null ? <p className={styles.muted}>{t('loading')}</p> : null}
        {messages?.length === 0 ? <p className={styles.muted}>{t('startConversation')}</p> : null}
        {messages?.map((m) => (
          <div key={m.id} className={m.mine ? styles.mine : styles.theirs} data-testid="chat-message">
            {!m.mine && m.senderName ? <span className={styles.sender}>{m.senderName}</span> : null}
            <p className={styles.bubble}>{linkify(m.body)}</p>
            <time className={styles.time} dateTime={m.createdAt}>
              {format.dateTime(new Date(m.createdAt), {
                hour: '2-digit',
                minute: '2-digit',
                day: 'numeric',
                month: 'short',
              })}
              {m === last && m.readAt ? ` · ${t('read')}` : ''}
            </time>
          </div>
        ))}
        {typing ? <p className={styles.typing}>{t('typing', { name: typing })}</p> : null}
      </div>
      <div className={styles.composer}>
        <label className={styles.srOnly} htmlFor={`chat-input-${conversationId}`}>
          {t('write')}
        </label>
        <textarea
          id={`chat-input-${conversationId}`}
          className={styles.input}
          value={draft}
          maxLength={2000}
          rows={2}
          placeholder={t('write')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.send} onClick={() => void send()} disabled={sending || !draft.trim()}>
          {t('send')}
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
