'use client';

import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { JobAdProposal } from '../engine/types';
import { createAssistantConnection } from './assistant-connection';
import { newConversationKey, type Message } from './assistant-messages';
import {
  connectionReducer,
  connectionView,
  initialConnectionState,
  isRefusal,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-state';

/** Rating controls appear this long after an answer ends (spec: after 1 second). */
const RATING_DELAY_MS = 1000;

/**
 * The conversation with the job-ad assistant hub: the connection (with its reconnects and the ad it is
 * about), the messages as the hub streams them, and whether an answer is under way.
 */
export function useAssistantConversation({
  welcome,
  productName,
  jobAdId,
  input,
}: {
  welcome: string;
  productName: string;
  jobAdId: string | null;
  /** The message field, focused again when an answer ends. */
  input: RefObject<HTMLTextAreaElement | null>;
}) {
  const [connection] = useState<HubConnection>(() => createAssistantConnection());
  const [connectionState, dispatch] = useReducer(
    (state: ConnectionState, event: ConnectionEvent) => connectionReducer(state, event),
    initialConnectionState,
  );
  const view = connectionView(connectionState);
  const status = connectionState.status;
  const welcomeMessage = useCallback(
    (): Message => ({
      id: 'welcome',
      content: welcome,
      isUser: false,
      timestamp: new Date().toISOString(),
      ended: true,
      rateable: false,
      score: null,
      proposal: null,
    }),
    [welcome],
  );
  const [messages, setMessages] = useState<Message[]>(() => [welcomeMessage()]);
  const [busy, setBusy] = useState(false);
  const [activity, setActivity] = useState<'thinking' | 'proposing' | 'searching' | null>(null);
  const [firstKey] = useState(newConversationKey);
  const context = useRef({ productName, jobAdId, key: firstKey });
  /** Set when the popover goes away: a closing connection is then not reconnected. */
  const stopped = useRef(false);
  const wasConnected = useRef(false);

  const update = useCallback((id: string, change: (m: Message) => Message) => {
    setMessages((list) => list.map((m) => (m.id === id ? change(m) : m)));
  }, []);

  const sendContext = useCallback(() => {
    // A failed context update is ignored (spec 8): the conversation still works without it.
    void connection
      .invoke('UpdateContextV2', context.current.productName, context.current.jobAdId, context.current.key)
      .catch(() => undefined);
  }, [connection]);

  /** One attempt to connect; a failure schedules the next one (see the effect below) or gives up. */
  const start = useCallback(async () => {
    if (stopped.current || connection.state !== HubConnectionState.Disconnected) return;
    dispatch({ type: 'start' });
    try {
      await connection.start();
      // The state changes under TypeScript's narrowing: start() may have ended in a closed connection.
      if ((connection.state as HubConnectionState) !== HubConnectionState.Connected) throw new Error('not connected');
      wasConnected.current = true;
      dispatch({ type: 'connected' });
      sendContext();
    } catch (error) {
      if (!stopped.current) dispatch({ type: isRefusal(error) ? 'refused' : 'lost' });
    }
  }, [connection, sendContext]);

  const retry = useCallback(() => {
    dispatch({ type: 'retry' });
    void start();
  }, [start]);

  // Reconnecting: the next attempt after its pause.
  useEffect(() => {
    if (connectionState.status !== 'reconnecting' || connectionState.retryInMs === null) return;
    const timer = setTimeout(() => void start(), connectionState.retryInMs);
    return () => clearTimeout(timer);
  }, [connectionState, start]);

  // Back online after giving up: try again without waiting for a click.
  useEffect(() => {
    if (status !== 'disconnected') return;
    const online = () => retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [status, retry]);

  useEffect(() => {
    const ratingTimers = new Set<ReturnType<typeof setTimeout>>();
    connection.on('StartMessage', (m: { id: string; content: string; timestamp: string }) => {
      setBusy(true);
      setActivity((a) => a ?? 'thinking');
      setMessages((list) => [
        ...list,
        {
          id: m.id,
          content: m.content ?? '',
          isUser: false,
          timestamp: m.timestamp,
          ended: false,
          rateable: false,
          score: null,
          proposal: null,
        },
      ]);
    });
    connection.on('ReceiveMessagePart', (part: string) => {
      setBusy(true);
      setMessages((list) => {
        const last = list.at(-1);
        if (!last || last.isUser || last.ended) return list;
        return [...list.slice(0, -1), { ...last, content: last.content + part }];
      });
    });
    connection.on('JobAdProposing', () => setActivity('proposing'));
    connection.on('JobAdProposed', (p: { id: string; messageId: string; proposal: JobAdProposal }) => {
      setMessages((list) =>
        list.map((m) =>
          m.id === p.messageId
            ? { ...m, proposal: { id: p.id, proposal: p.proposal, state: 'open', applied: [], rejected: [] } }
            : m,
        ),
      );
    });
    connection.on('StartSearchingInternet', () => {
      setBusy(true);
      setActivity('searching');
    });
    connection.on('EndSearchingInternet', () => setActivity('thinking'));
    connection.on('EndMessage', (m: { id: string }) => {
      setBusy(false);
      setActivity(null);
      setMessages((list) => list.map((x) => (x.id === m.id ? { ...x, ended: true } : x)));
      const timer = setTimeout(() => {
        ratingTimers.delete(timer);
        setMessages((list) => list.map((x) => (x.id === m.id ? { ...x, rateable: true } : x)));
      }, RATING_DELAY_MS);
      ratingTimers.add(timer);
      requestAnimationFrame(() => input.current?.focus());
    });
    connection.on('RateLimit', () => {
      // No automatic reconnect after the limit (spec 4): the connection is closed until the employer retries.
      setBusy(true);
      setActivity(null);
      dispatch({ type: 'rateLimited' });
      void connection.stop();
    });
    connection.onclose(() => {
      // An answer cut by the loss is over; the reconnect picks the same conversation up again.
      setBusy(false);
      setActivity(null);
      if (stopped.current || !wasConnected.current) return;
      wasConnected.current = false;
      dispatch({ type: 'lost' });
    });
    stopped.current = false;
    queueMicrotask(() => void start());
    return () => {
      stopped.current = true;
      for (const timer of ratingTimers) clearTimeout(timer);
      void connection.stop();
    };
  }, [connection, input, sendContext, start]);

  // The ad the form is about: its first save creates the draft, and the conversation goes on about it.
  // Another ad is another conversation: it starts afresh, with nothing of this one.
  useEffect(() => {
    const previous = context.current.jobAdId;
    const otherAd = previous !== null && jobAdId !== previous;
    context.current = { productName, jobAdId, key: otherAd ? newConversationKey() : context.current.key };
    if (otherAd) {
      setMessages([welcomeMessage()]);
      setBusy(false);
      setActivity(null);
    }
    if (connection.state === HubConnectionState.Connected) sendContext();
  }, [connection, productName, jobAdId, sendContext, welcomeMessage]);

  return {
    connection,
    view,
    status,
    messages,
    setMessages,
    busy,
    setBusy,
    activity,
    setActivity,
    update,
    retry,
  };
}
