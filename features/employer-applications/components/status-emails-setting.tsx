'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import form from '@/components/ui/form.module.css';
import { updateStatusEmails } from '../api/update-status-emails';

/** The candidate's switch for application status e-mails (interview, rejection), saved as it changes. */
export function StatusEmailsSetting({ initial }: { initial: boolean }) {
  const t = useTranslations('employerApplications.settings');
  const [on, setOn] = useState(initial);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');

  async function change(next: boolean) {
    setOn(next);
    setState('idle');
    const saved = await updateStatusEmails(next).then(
      () => true,
      () => false,
    );
    if (saved) setState('saved');
    else {
      setOn(!next);
      setState('failed');
    }
  }

  return (
    <section aria-labelledby="status-emails-title" style={{ marginTop: 24 }}>
      <h2 id="status-emails-title" style={{ fontSize: '1.1rem', margin: '0 0 8px' }}>
        {t('title')}
      </h2>
      <label className={form.check}>
        <input type="checkbox" checked={on} onChange={(e) => change(e.target.checked)} data-testid="status-emails" />
        <span>{t('label')}</span>
      </label>
      <p className={state === 'failed' ? form.error : form.hint} role="status">
        {state === 'saved' ? t('saved') : state === 'failed' ? t('failed') : ''}
      </p>
    </section>
  );
}
