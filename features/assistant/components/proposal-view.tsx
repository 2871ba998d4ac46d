'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { OfferFormValues } from '@/features/offer-form/schema';
import type { Message } from './assistant-messages';
import { proposalChanges, type ProposalChange } from './proposal-form';
import styles from './assistant.module.css';

/** A proposal as a field-by-field diff against the form as it is now, to apply (all or per field) or decline. */
export function ProposalView({
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
