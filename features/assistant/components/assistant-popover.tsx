'use client';

import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import dialogStyles from '@/components/ui/dialog.module.css';
import { useFormOptions } from '@/features/offer-form/components/form-options';
import type { OfferFormValues } from '@/features/offer-form/schema';
import type { JobAdProposal } from '../engine/types';
import { createAssistantConnection } from './assistant-connection';
import {
  connectionReducer,
  connectionView,
  initialConnectionState,
  isRefusal,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-state';
import { applyChanges, proposalChanges, type ProposalChange, type ValidationContext } from './proposal-form';
import styles from './assistant.module.css';

/** Rating controls appear this long after an answer ends (spec: after 1 second). */
const RATING_DELAY_MS = 1000;
const SNACKBAR_MS = 4000;

/** A new conversation's key: the hub continues this conversation, and only this one, across reconnects. */
function newConversationKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Proposal {
  id: string;
  proposal: JobAdProposal;
  state: 'open' | 'applied' | 'declined';
  /** Parts already written into the form. */
  applied: string[];
  rejected: string[];
}

interface Message {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: string;
  ended: boolean;
  rateable: boolean;
  score: 1 | -1 | null;
  proposal: Proposal | null;
}

export interface AssistantPopoverProps {
  open: boolean;
  onClose(): void;
  welcome: string;
  /** The board's product name and the ad the conversation is about (UpdateContextV2). */
  productName: string;
  jobAdId: string | null;
  validation: ValidationContext;
}

/**
 * The offer form's assistant: a chat with the job-ad assistant hub (the official SignalR client), the
 * streamed answer, the AI notice, ratings, and a proposal shown as a field-by-field diff against the form,
 * applied (all or per field) through the form's own schema, or declined.
 */
export default function AssistantPopover({
  open,
  onClose,
  welcome,
  productName,
  jobAdId,
  validation,
}: AssistantPopoverProps) {
  const t = useTranslations('assistantPanel');
  const form = useFormContext<OfferFormValues>();
  const options = useFormOptions();
  const [connection] = useState<HubConnection>(() => createAssistantConnection());
  const [connectionState, dispatch] = useReducer(
    (state: ConnectionState, event: ConnectionEvent) => connectionReducer(state, event),
    initialConnectionState,
  );
  const view = connectionView(connectionState);
  const status = connectionState.status;
  const [sendFailed, setSendFailed] = useState(false);
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
  const [text, setText] = useState('');
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [rating, setRating] = useState<{ id: string; score: 1 | -1 } | null>(null);
  const [comment, setComment] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const ratingDialog = useRef<HTMLDialogElement>(null);
  const [firstKey] = useState(newConversationKey);
  const context = useRef({ productName, jobAdId, key: firstKey });
  /** Set when the popover goes away: a closing connection is then not reconnected. */
  const stopped = useRef(false);
  const wasConnected = useRef(false);

  const labels = useMemo(
    () => ({
      seniorities: options.seniorities,
      workplaceTypes: options.workplaceTypes,
      workingTimes: options.workingTimes,
      employmentTypes: options.employmentTypes,
      salaryUnits: options.salaryUnits,
      categories: options.categories,
      languageNames: options.languageNames,
      yes: t('yes'),
      no: t('no'),
      net: t('net'),
      gross: t('gross'),
    }),
    [options, t],
  );

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
  }, [connection, sendContext, start]);

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

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, activity]);

  useEffect(() => {
    if (open) requestAnimationFrame(() => input.current?.focus());
  }, [open]);

  useEffect(() => {
    if (!snackbar) return;
    const timer = setTimeout(() => setSnackbar(null), SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [snackbar]);

  const send = async () => {
    const message = text.trim();
    if (!message || busy || !view.canSend) return;
    setText('');
    setSendFailed(false);
    setBusy(true);
    setActivity('thinking');
    setMessages((list) => [
      ...list,
      {
        id: `u${Date.now()}`,
        content: message,
        isUser: true,
        timestamp: new Date().toISOString(),
        ended: true,
        rateable: false,
        score: null,
        proposal: null,
      },
    ]);
    try {
      await connection.invoke('SendMessage', message);
    } catch {
      // The words are not lost: they go back into the field. A lost connection shows as such (onclose);
      // a refusal while connected says the message was not sent.
      setText((current) => current || message);
      setMessages((list) => list.filter((m) => !(m.isUser && m.content === message && m === list.at(-1))));
      if (connection.state === HubConnectionState.Connected) setSendFailed(true);
      setActivity(null);
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const decide = (proposalId: string, decision: 'applied' | 'declined') =>
    void connection.invoke('DecideProposal', proposalId, decision).catch(() => undefined);

  const apply = (message: Message, changes: ProposalChange[]) => {
    const proposal = message.proposal!;
    const result = applyChanges(form.getValues(), changes, validation);
    for (const change of result.applied)
      for (const [field, value] of Object.entries(change.patch))
        form.setValue(field as FieldPath<OfferFormValues>, value as never, { shouldDirty: true, shouldValidate: true });
    const applied = [...proposal.applied, ...result.applied.map((c) => c.part)];
    const rejected = [...proposal.rejected, ...result.rejected.map((r) => r.part)];
    const remaining = proposalChanges(proposal.proposal, form.getValues(), labels).filter(
      (c) => !rejected.includes(c.part),
    );
    if (result.applied.length) {
      if (proposal.applied.length === 0) decide(proposal.id, 'applied');
      setSnackbar(t('proposal.snackbar'));
    }
    update(message.id, (m) => ({
      ...m,
      proposal: { ...proposal, applied, rejected, state: remaining.length === 0 ? 'applied' : 'open' },
    }));
  };

  const decline = (message: Message) => {
    decide(message.proposal!.id, 'declined');
    update(message.id, (m) => ({ ...m, proposal: { ...m.proposal!, state: 'declined' } }));
  };

  const submitRating = () => {
    if (!rating) return;
    const { id, score } = rating;
    // Once per message; a failed rating is ignored (spec 8).
    void connection.invoke('ScoreMessage', id, score, comment.trim() || null).catch(() => undefined);
    update(id, (m) => ({ ...m, score }));
    ratingDialog.current?.close();
    setRating(null);
    setComment('');
  };

  const openRating = (id: string, score: 1 | -1) => {
    setRating({ id, score });
    setComment('');
    ratingDialog.current?.showModal();
  };

  const disabled = busy || !view.canSend;
  const statusLabel = t(`status.${view.label}`);

  return (
    <section
      className={styles.popover}
      hidden={!open}
      role="dialog"
      aria-modal="false"
      aria-labelledby="assistant-title"
      data-testid="assistant-popover"
      data-status={status}
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          ✦
        </span>
        <div className={styles.headerText}>
          <h2 id="assistant-title" className={styles.title}>
            {t('title')} <span className={styles.beta}>{t('beta')}</span>
          </h2>
          <p className={styles.status} data-state={status} role="status">
            <span className={styles.dot} aria-hidden="true" />
            {statusLabel}
          </p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          ✕
        </button>
      </header>
      <p className={styles.notice} data-testid="assistant-ai-notice">
        {t('aiNotice')}
      </p>
      <div className={styles.log} ref={log} role="log" aria-live="polite" data-testid="assistant-log">
        {messages.map((m) => (
          <article
            key={m.id}
            className={m.isUser ? styles.mine : styles.theirs}
            data-testid={m.isUser ? 'assistant-user-message' : 'assistant-message'}
            data-ended={m.ended ? 'true' : 'false'}
          >
            <span className={styles.srOnly}>{m.isUser ? t('you') : t('assistant')}: </span>
            <p className={styles.bubble}>{m.content || '…'}</p>
            {m.proposal && m.ended ? (
              <ProposalView
                message={m}
                labels={labels}
                onApply={(changes) => apply(m, changes)}
                onDecline={() => decline(m)}
              />
            ) : null}
            {!m.isUser && m.rateable ? (
              <div className={styles.rating}>
                {m.score === null ? (
                  <>
                    <button
                      type="button"
                      className={styles.rate}
                      aria-label={t('rate.up')}
                      title={t('rate.up')}
                      onClick={() => openRating(m.id, 1)}
                    >
                      👍
                    </button>
                    <button
                      type="button"
                      className={styles.rate}
                      aria-label={t('rate.down')}
                      title={t('rate.down')}
                      onClick={() => openRating(m.id, -1)}
                    >
                      👎
                    </button>
                  </>
                ) : (
                  <span className={styles.rated}>
                    {m.score === 1 ? '👍' : '👎'} {t('rate.thanks')}
                  </span>
                )}
              </div>
            ) : null}
          </article>
        ))}
        {activity ? (
          <p className={styles.activity} data-testid="assistant-activity">
            <span className={styles.typing} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t(activity)}
          </p>
        ) : null}
      </div>
      {view.alert === 'connection' ? (
        <div className={styles.alert} role="alert" data-testid="assistant-connection-error">
          <span>{t('connectionError')}</span>
          {view.retry ? (
            <button type="button" className={styles.linkButton} onClick={retry}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {sendFailed && view.canSend ? (
        <div className={styles.alert} role="alert" data-testid="assistant-send-error">
          <span>{t('sendFailed')}</span>
        </div>
      ) : null}
      {view.alert === 'rateLimit' ? (
        <div className={styles.alert} role="alert" data-testid="assistant-rate-limit">
          <span>{t('rateLimited')}</span>
        </div>
      ) : null}
      <div className={styles.composer}>
        <label htmlFor="assistant-input" className={styles.srOnly}>
          {t('input')}
        </label>
        <textarea
          id="assistant-input"
          ref={input}
          className={styles.input}
          rows={2}
          maxLength={4000}
          value={text}
          placeholder={t('placeholder')}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          data-testid="assistant-input"
        />
        <button
          type="button"
          className={styles.send}
          onClick={() => void send()}
          disabled={disabled || !text.trim()}
          aria-label={t('send')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.3 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </div>
      {snackbar ? (
        <p className={styles.snackbar} role="status" data-testid="assistant-snackbar">
          {snackbar}
        </p>
      ) : null}
      <dialog
        ref={ratingDialog}
        className={dialogStyles.dialog}
        aria-labelledby="assistant-rate-title"
        onClose={() => setRating(null)}
        data-testid="assistant-rating-dialog"
      >
        <div className={dialogStyles.header}>
          <h2 id="assistant-rate-title" className={dialogStyles.title}>
            {t('rate.title')} {rating ? (rating.score === 1 ? '👍' : '👎') : ''}
          </h2>
        </div>
        <div className={dialogStyles.body}>
          <label className={styles.commentLabel} htmlFor="assistant-rate-comment">
            {t('rate.comment')}
          </label>
          <textarea
            id="assistant-rate-comment"
            className={styles.comment}
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondary} onClick={() => ratingDialog.current?.close()}>
              {t('rate.cancel')}
            </button>
            <button type="button" className={styles.primary} onClick={submitRating}>
              {t('rate.submit')}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}

function ProposalView({
  message,
  labels,
  onApply,
  onDecline,
}: {
  message: Message;
  labels: Parameters<typeof proposalChanges>[2];
  onApply(changes: ProposalChange[]): void;
  onDecline(): void;
}) {
  const t = useTranslations('assistantPanel');
  const form = useFormContext<OfferFormValues>();
  const proposal = message.proposal!;
  // The diff is against the form as it is now (the employer may have typed since the proposal came).
  const values = form.watch();
  const changes = proposalChanges(proposal.proposal, values, labels);
  const open = changes.filter((c) => !proposal.rejected.includes(c.part));

  if (proposal.state === 'declined')
    return (
      <p className={styles.outcome} data-testid="assistant-proposal-declined">
        {t('proposal.declined')}
      </p>
    );
  if (proposal.state === 'applied' && open.length === 0)
    return (
      <p className={styles.outcome} data-testid="assistant-proposal-applied">
        ✓ {t('proposal.allApplied')}
      </p>
    );
  return (
    <div className={styles.proposal} data-testid="assistant-proposal">
      <p className={styles.proposalTitle}>{t('proposal.title')}</p>
      <p className={styles.proposalIntro}>
        {changes.length ? t('proposal.intro', { count: open.length }) : t('proposal.nothing')}
      </p>
      <ul className={styles.diff}>
        {changes.map((c) => {
          const rejected = proposal.rejected.includes(c.part);
          return (
            <li key={c.part} className={styles.change} data-testid="assistant-change" data-part={c.part}>
              <div className={styles.changeHead}>
                <span className={styles.changeLabel}>{t(`parts.${c.part}`)}</span>
                {rejected ? null : (
                  <button type="button" className={styles.applyOne} onClick={() => onApply([c])}>
                    {t('proposal.apply')}
                  </button>
                )}
              </div>
              <p className={styles.before}>
                <span className={styles.tag}>{t('proposal.current')}</span>
                {c.before ? <del>{c.before}</del> : <em>{t('proposal.empty')}</em>}
              </p>
              <p className={styles.after}>
                <span className={styles.tag}>{t('proposal.proposed')}</span>
                <ins>{c.after}</ins>
              </p>
              {rejected ? (
                <p className={styles.rejected} role="alert">
                  {t('proposal.rejected', { field: t(`parts.${c.part}`) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={styles.proposalActions}>
        <button type="button" className={styles.secondary} onClick={onDecline} data-testid="assistant-decline">
          {t('proposal.decline')}
        </button>
        {open.length ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => onApply(open)}
            data-testid="assistant-apply-all"
          >
            {t('proposal.applyAll')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
