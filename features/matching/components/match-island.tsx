'use client';

import { useEffect } from 'react';
import { notePageOffer } from '@/features/account/page-state-client';
import { useViewerState } from '@/features/account/viewer';
import { HashDialog } from '@/components/ui/hash-dialog';
import styles from './matching.module.css';

const MARK = { full: '✓', partial: '◐', none: '✗' } as const;

/**
 * "Why this match" on an offer page, as the visitor's island (decision 0073): it names the page's offer to the
 * page-state call (which counts the page view), which answers a signed-in candidate with preferences with the percentage and each
 * criterion's line and points, in the page's language. Its line is kept for everyone (no layout shift when
 * it appears); the dialog opens from its link (`#match`).
 */
export function MatchIsland({
  offerId,
  keepsPlace,
  labels,
  preferencesHref,
}: {
  offerId: number;
  /** The board has candidate accounts: the line's place is kept for everyone. */
  keepsPlace: boolean;
  labels: {
    why: string;
    dialogTitle: string;
    howCounted: string;
    total: string;
    required: string;
    close: string;
    editPreferences: string;
    credit: Record<keyof typeof MARK, string>;
  };
  preferencesHref: string;
}) {
  useEffect(() => notePageOffer(offerId), [offerId]);
  const match = useViewerState().offer?.match ?? null;
  return (
    <div className={keepsPlace ? styles.matchSlot : undefined} data-testid="match-slot">
      {match ? (
        <>
          <a href="#match" className={styles.matchLink} data-testid="match-link">
            <strong>{match.badge}</strong> · {labels.why}
          </a>
          <HashDialog
            hash="match"
            title={labels.dialogTitle}
            closeHref="#offer-title"
            closeLabel={labels.close}
            drawerOnMobile
          >
            <p data-testid="match-summary">{match.summary}</p>
            <p className={styles.howCounted}>{labels.howCounted}</p>
            <ul className={styles.criteria}>
              {match.criteria.map((c) => (
                <li
                  key={c.criterion}
                  data-met={c.met}
                  data-credit={c.credit}
                  data-points={c.points}
                  data-testid={`match-${c.criterion}`}
                >
                  <span className={styles.mark} role="img" aria-label={labels.credit[c.credit]}>
                    {MARK[c.credit]}
                  </span>
                  <span>
                    {c.line}
                    {c.mandatory ? <em className={styles.required}> · {labels.required}</em> : null}
                    {c.skills.length ? (
                      <ul className={styles.skillRows}>
                        {c.skills.map((s) => (
                          <li key={s.line} data-met={s.met}>
                            {s.met ? '✓' : '✗'} {s.line}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </span>
                  <span className={styles.points} data-testid="match-points">
                    {c.pointsLabel}
                  </span>
                </li>
              ))}
              <li className={styles.total} data-testid="match-total">
                <span>{labels.total}</span>
                <span className={styles.points}>{match.totalLabel}</span>
              </li>
            </ul>
            <p>
              <a href={preferencesHref}>{labels.editPreferences}</a>
            </p>
          </HashDialog>
        </>
      ) : null}
    </div>
  );
}
