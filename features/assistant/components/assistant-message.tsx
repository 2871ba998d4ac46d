'use client';

import { useTranslations } from 'next-intl';
import type { Message } from './assistant-messages';
import type { proposalChanges, ProposalChange } from './proposal-form';
import { ProposalView } from './proposal-view';
import styles from './assistant.module.css';

/** One message of the conversation: its words, the proposal it carried, and its rating controls. */
export function AssistantMessage({
  message: m,
  labels,
  onApply,
  onDecline,
  onRate,
}: {
  message: Message;
  labels: Parameters<typeof proposalChanges>[2];
  onApply(changes: ProposalChange[]): void;
  onDecline(): void;
  onRate(score: 1 | -1): void;
}) {
  const t = useTranslations('assistantPanel');
  return (
    <article
      key={m.id}
      className={m.isUser ? styles.mine : styles.theirs}
      data-testid={m.isUser ? 'assistant-user-message' : 'assistant-message'}
      data-ended={m.ended ? 'true' : 'false'}
    >
      <span className={styles.srOnly}>{m.isUser ? t('you') : t('assistant')}: </span>
      <p className={styles.bubble}>{m.content || '…'}</p>
      {m.proposal && m.ended ? (
        <ProposalView message={m} labels={labels} onApply={onApply} onDecline={onDecline} />
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
                onClick={() => onRate(1)}
              >
                👍
              </button>
              <button
                type="button"
                className={styles.rate}
                aria-label={t('rate.down')}
                title={t('rate.down')}
                onClick={() => onRate(-1)}
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
  );
}
