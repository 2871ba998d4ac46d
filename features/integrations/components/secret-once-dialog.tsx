'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import form from '@/components/ui/form.module.css';
import local from './api-keys.module.css';
import { PanelDialog } from './panel-dialog';

/**
 * The dialog that shows a new secret (an API key, a webhook's signing secret) the one time it is shown, with
 * a copy button. `namespace` holds its words (`createdTitle`, `secret`, `shownOnce`, `copy`, `copied`,
 * `copiedStatus`, `done`, `close`).
 */
export function SecretOnceDialog({
  namespace,
  secret,
  lead,
  idPrefix,
  onClose,
}: {
  namespace: 'employerPanel.integrations' | 'employerPanel.webhooks';
  /** The secret; the dialog is closed while it is null. */
  secret: string | null;
  lead: string;
  /** `api-key` or `webhook`: the ids and test ids of the dialog and its field. */
  idPrefix: string;
  onClose: () => void;
}) {
  const t = useTranslations(namespace);
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret stays selectable in the field.
      setCopied(false);
    }
  }
  return (
    <PanelDialog
      open={secret !== null}
      onClose={close}
      title={t('createdTitle')}
      closeLabel={t('close')}
      testId={`${idPrefix}-created`}
    >
      {secret !== null ? (
        <div className={form.form}>
          <p className={form.alertSuccess}>{lead}</p>
          <label className={form.label} htmlFor={`${idPrefix}-secret`}>
            {t('secret')}
          </label>
          <input
            id={`${idPrefix}-secret`}
            className={`${form.input} ${local.secret}`}
            readOnly
            value={secret}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            data-testid={`${idPrefix}-secret`}
          />
          <p className={form.hint}>{t('shownOnce')}</p>
          <div className={form.actions}>
            <button type="button" className={form.primary} onClick={() => void copy(secret)}>
              {copied ? t('copied') : t('copy')}
            </button>
            <button type="button" className={form.secondary} onClick={close}>
              {t('done')}
            </button>
          </div>
          <p role="status" aria-live="polite" className="visually-hidden">
            {copied ? t('copiedStatus') : ''}
          </p>
        </div>
      ) : null}
    </PanelDialog>
  );
}
