'use client';

import { HubConnectionState } from '@microsoft/signalr';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useFormOptions } from '@/features/offer-form/components/form-options';
import type { OfferFormValues } from '@/features/offer-form/schema';
import { AssistantMessage } from './assistant-message';
import type { Message } from './assistant-messages';
import { applyChanges, proposalChanges, type ProposalChange, type ValidationContext } from './proposal-form';
import { RatingDialog } from './rating-dialog';
import { useAssistantConversation } from './use-assistant-conversation';
import styles from './assistant.module.css';

const SNACKBAR_MS = 4000;

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
  const [sendFailed, setSendFailed] = useState(false);
  const [text, setText] = useState('');
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [rating, setRating] = useState<{ id: string; score: 1 | -1 } | null>(null);
  const [comment, setComment] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const ratingDialog = useRef<HTMLDialogElement>(null);
  const { connection, view, status, messages, setMessages, busy, setBusy, activity, setActivity, update, retry } =
    useAssistantConversation({ welcome, productName, jobAdId, input });

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
          <AssistantMessage
            key={m.id}
            message={m}
            labels={labels}
            onApply={(changes) => apply(m, changes)}
            onDecline={() => decline(m)}
            onRate={(score) => openRating(m.id, score)}
          />
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
      <RatingDialog
        dialog={ratingDialog}
        score={rating?.score ?? null}
        comment={comment}
        onCommentChange={setComment}
        onClose={() => setRating(null)}
        onSubmit={submitRating}
      />
    </section>
  );
}
