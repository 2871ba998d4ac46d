'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './apply.module.css';

export interface SuccessLinks {
  /** `/register` with the locale prefix; the application or redirect id is added here. */
  register: string;
  preferences: string;
  history: string;
}

/**
 * After an application: the company it went to and lookalike offers, or a prompt instead of them
 * for visitors without an account or without preferences; anonymous visitors also get the register
 * banner. Spec: without a company name no confirmation is shown. It takes the focus from the form it
 * replaces, so keyboard and screen-reader users land on the confirmation rather than on the page's start.
 */
export function ApplySuccess(props: {
  applicationId: number;
  /** The CV sent was kept as the profile's (the candidate asked): the next application is one click. */
  cvKept?: boolean;
  companyName: string;
  isAnonymous: boolean;
  hasPreferences: boolean;
  lookalikes: ReactNode;
  links: SuccessLinks;
}) {
  const t = useTranslations('apply');
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  if (!props.companyName) return null;
  const registerHref = `${props.links.register}?applicationId=${props.applicationId}`;
  return (
    <div className={styles.success} role="status" data-testid="apply-success">
      <h3 ref={titleRef} tabIndex={-1} className={styles.successTitle}>
        {t('successTitle')}
      </h3>
      {/* A name ending in a full stop (S.A.) ends the sentence itself. */}
      <p>{t('successText', { company: props.companyName }).replace(/\.\.$/, '.')}</p>
      {props.cvKept ? <p data-testid="cv-kept">{t('cvKept')}</p> : null}
      {props.isAnonymous ? (
        <div className={styles.banner} data-testid="register-banner">
          <p>{t('registerBanner')}</p>
          <a className={styles.primaryLink} href={registerHref}>
            {t('registerCta')}
          </a>
        </div>
      ) : null}
      {props.isAnonymous ? null : props.hasPreferences ? (
        <section aria-label={t('lookalikesTitle')}>
          <h4 className={styles.subTitle}>{t('lookalikesTitle')}</h4>
          {props.lookalikes}
        </section>
      ) : (
        <p className={styles.prompt} data-testid="preferences-prompt">
          {t('preferencesPrompt')} <a href={props.links.preferences}>{t('preferencesCta')}</a>
        </p>
      )}
    </div>
  );
}
