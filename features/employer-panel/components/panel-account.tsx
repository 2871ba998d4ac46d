'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { localized } from '@/features/employer-accounts/paths';
import { paths } from '@/lib/paths';
import { signOut as endSession } from '../api/sign-out';
import { switchCompany } from '../api/switch-company';
import styles from './panel-shell.module.css';

/** The company switcher (when the user has several companies) and sign-out. */
export function PanelAccount({ companies, activeId }: { companies: { id: number; name: string }[]; activeId: number }) {
  const t = useTranslations('employerPanel');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function switchTo(companyId: number) {
    setBusy(true);
    const answer = await switchCompany(companyId);
    if (answer.status === 200) window.location.assign(localized(locale, paths.employerPanel()));
    else setBusy(false);
  }

  async function signOut() {
    setBusy(true);
    await endSession();
    window.location.assign(localized(locale, paths.employerSignIn()));
  }

  return (
    <div className={styles.account}>
      {companies.length > 1 ? (
        <label className={styles.switcher}>
          <span className={styles.switcherLabel}>{t('switcher.label')}</span>
          <select
            className={styles.select}
            value={activeId}
            disabled={busy}
            onChange={(e) => void switchTo(Number(e.target.value))}
          >
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="button" className={styles.signOut} onClick={signOut} disabled={busy}>
        {t('signOut')}
      </button>
    </div>
  );
}
