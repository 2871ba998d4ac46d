'use client';

import { useTranslations } from 'next-intl';
import { passwordScore } from './password-strength';
import styles from './forms.module.css';

/** The strength meter under a new password. */
export function StrengthMeter({ password }: { password: string }) {
  const t = useTranslations('employerAccounts');
  const score = passwordScore(password);
  return (
    <>
      <span>{t('fields.passwordHint')}</span>
      {password ? (
        <>
          <span className={styles.meter} aria-hidden="true">
            {[1, 2, 3, 4].map((i) => (
              <span key={i} className={styles.bar} data-on={score >= i} data-score={score} />
            ))}
          </span>
          <span>{t('strength.label', { level: t(`strength.${score}`) })}</span>
        </>
      ) : null}
    </>
  );
}
