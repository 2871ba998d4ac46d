'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import form from '@/components/ui/form.module.css';
import { confirmAccount } from '../api/confirm-account';
import { EmailRequestForm } from './email-request-form';

/**
 * The confirmation landing: confirms the token once, on arrival (a PATCH from the page, so mail scanners that
 * only fetch the link confirm nothing), then offers the sign-in, or a new link when the token is spent.
 */
export function ConfirmLanding({ token, signInHref }: { token: string; signInHref: string }) {
  const t = useTranslations('employerAccounts');
  const [state, setState] = useState<'working' | 'done' | 'invalid' | 'error'>('working');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirmAccount(token).then((answer) => {
      if (answer.status === 200) setState('done');
      else if (answer.status === 404 || answer.status === 400) {
        setMessage(answer.error?.message ?? '');
        setState('invalid');
      } else setState('error');
    });
  }, [token]);

  if (state === 'working') return <p role="status">{t('confirm.working')}</p>;
  if (state === 'done')
    return (
      <div role="status">
        <h2>{t('confirm.done')}</h2>
        <p>{t('confirm.doneBody')}</p>
        <a className={form.primary} href={signInHref}>
          {t('confirm.signIn')}
        </a>
      </div>
    );
  if (state === 'error') return <p className={form.alertError}>{t('generic')}</p>;
  return (
    <div>
      <h2>{t('confirm.invalidTitle')}</h2>
      <p className={form.alertError} role="alert">
        {message ? `${message} ` : ''}
        {t('confirm.invalidBody')}
      </p>
      <EmailRequestForm kind="confirmation" submitLabel={t('confirm.send')} />
    </div>
  );
}
