'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { createChatInvitation } from '@/features/chat/api/create-chat-invitation';
import type { InvitationStatus, MatchedCandidatesResponse } from '../schemas';
import styles from './matched-candidates.module.css';

type Candidate = MatchedCandidatesResponse['candidates'][number];

interface Props {
  offerId: number;
  candidates: Candidate[];
  /** The board's chat is on: candidates can be invited. */
  chatEnabled: boolean;
  chatHref: string;
}

const SKILLS_SHOWN = 6;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The offer's matched candidates (best first), each with "Invite to chat" and then the invitation's state. */
export function MatchedCandidates({ offerId, candidates, chatEnabled, chatHref }: Props) {
  const t = useTranslations('matchedCandidates');
  const tOptions = useTranslations('offerOptions');
  const [statuses, setStatuses] = useState<Record<string, InvitationStatus | null>>(() =>
    Object.fromEntries(candidates.map((c) => [c.candidateId, c.invitation])),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const idPrefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const invite = async (candidateId: string) => {
    setBusy(candidateId);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([id]) => id !== candidateId)));
    const answer = await createChatInvitation({ offerId, candidateId });
    setBusy(null);
    if (answer.ok) setStatuses((s) => ({ ...s, [candidateId]: s[candidateId] ?? 'received' }));
    else setErrors((e) => ({ ...e, [candidateId]: answer.error.message || t('inviteFailed') }));
  };

  if (!candidates.length) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.list} data-testid="matched-candidates-list">
      {candidates.map((c, index) => {
        const nameId = `${idPrefix}-name-${index}`;
        const status = statuses[c.candidateId] ?? null;
        const details = [
          ...c.seniorities.map((s) => tOptions(`seniority.${s}`)),
          ...c.workplaceTypes.map((w) => tOptions(`workplaceType.${w}`)),
        ];
        const shown = c.skills.slice(0, SKILLS_SHOWN);
        return (
          <li
            key={c.candidateId}
            className={styles.item}
            data-testid="matched-candidate"
            data-candidate={c.candidateId}
            data-status={status ?? 'none'}
          >
            <span className={styles.avatar} aria-hidden="true">
              {initialsOf(c.name)}
            </span>
            <div className={styles.body}>
              <p className={styles.name} id={nameId}>
                {c.name}
              </p>
              {details.length ? <p className={styles.meta}>{details.join(' · ')}</p> : null}
              {c.cities.length ? (
                <p className={styles.meta}>
                  <span className={styles.label}>{t('cities')}</span> {c.cities.join(', ')}
                </p>
              ) : null}
              {shown.length ? (
                <ul className={styles.skills} aria-label={t('skills')}>
                  {shown.map((s) => (
                    <li
                      key={s.name}
                      className={styles.skill}
                      data-required={s.required || undefined}
                      title={t('skillLevel', { level: s.level })}
                    >
                      {s.name}
                      <span className={styles.level}>{s.level}/5</span>
                    </li>
                  ))}
                  {c.skills.length > shown.length ? (
                    <li className={styles.more}>{t('moreSkills', { count: c.skills.length - shown.length })}</li>
                  ) : null}
                </ul>
              ) : null}
            </div>
            <div className={styles.side}>
              <p className={styles.score} title={t('match', { percent: c.matchPercent })}>
                <span className={styles.percent}>{c.matchPercent}%</span>
                <span className={styles.scoreLabel}>{t('matchShort')}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${c.matchPercent}%` }} />
                </span>
              </p>
              {!chatEnabled ? null : status === null ? (
                <button
                  type="button"
                  className={styles.invite}
                  onClick={() => void invite(c.candidateId)}
                  disabled={busy === c.candidateId}
                  aria-describedby={nameId}
                >
                  {t('invite')}
                </button>
              ) : (
                <p className={styles.state} role="status">
                  <span className={styles.dot} data-status={status} aria-hidden="true" />
                  {status === 'accepted' ? (
                    <a href={chatHref}>{t('accepted')}</a>
                  ) : status === 'declined' ? (
                    t('declined')
                  ) : (
                    t('invited')
                  )}
                </p>
              )}
              {errors[c.candidateId] ? (
                <p className={styles.error} role="alert">
                  {errors[c.candidateId]}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
