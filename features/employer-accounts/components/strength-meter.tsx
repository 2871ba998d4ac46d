'use client';

import { useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { passwordScore } from './password-strength';
import styles from './forms.module.css';

/** A labelled input with its error and hint wired for assistive technology. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint ? (
        <div id={`${id}-hint`} className={form.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
