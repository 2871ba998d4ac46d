'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { TableHead } from '@/components/ui/table-head';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { fieldMessages, type ApiAnswer } from '@/lib/api-client/api-client';
import { API_KEY_SCOPES, type ApiKeyScope } from '@/lib/auth/api-key-scopes';
import { catalogueResolver } from '@/lib/validation/resolver';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { API_KEY_NAME_MAX, apiKeyCreateSchema, type ApiKeyRow, type CreatedApiKey } from '../schemas';
import { CheckGroupField } from './check-group-field';
import { PanelDialog } from './panel-dialog';
import { SecretOnceDialog } from './secret-once-dialog';

type Notice = { kind: 'error' | 'success'; text: string } | null;

/** The integrations page: create a key (its secret shown once, with a copy button), see keys in use, revoke one. */
export function ApiKeysManager({ initial }: { initial: ApiKeyRow[] }) {
  const t = useTranslations('employerPanel.integrations');
  const format = useFormatter();
  const errorText = useErrorText();
  const keys = useApiKeys(initial);
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();
  const busy = createKey.isPending || revokeKey.isPending;
  const [notice, setNotice] = useState<Notice>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const keyForm = useForm({
    resolver: catalogueResolver(apiKeyCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: '', scopes: ['offers:read'] as ApiKeyScope[] },
  });

  const errorOf = (answer: ApiAnswer<unknown>) =>
    answer.status === 429
      ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
      : ((answer.error?.message as string | undefined) ?? t('generic'));

  const create = keyForm.handleSubmit(async (values) => {
    setNotice(null);
    const answer = await createKey.mutateAsync(values);
    if (answer.status === 201 && answer.data) {
      setCreated(answer.data);
      keyForm.reset({ name: '', scopes: ['offers:read'] });
    } else {
      const fields = fieldMessages(answer.error);
      if (fields.name) keyForm.setError('name', { type: 'server', message: fields.name });
      setNotice({ kind: 'error', text: errorOf(answer) });
    }
  });

  async function revoke(key: ApiKeyRow) {
    setNotice(null);
    const answer = await revokeKey.mutateAsync(key.id);
    setRevoking(null);
    if (answer.status === 204) setNotice({ kind: 'success', text: t('revoked', { name: key.name }) });
    else setNotice({ kind: 'error', text: errorOf(answer) });
  }

  return (
    <>
      <section className={styles.card} aria-labelledby="new-key-title">
        <h2 id="new-key-title" className={styles.cardTitle}>
          {t('createTitle')}
        </h2>
        <form className={form.form} onSubmit={create} noValidate>
          <TextField
            control={keyForm.control}
            name="name"
            id="api-key-name"
            label={t('name')}
            hint={t('nameHint')}
            error={errorText(keyForm.formState.errors.name?.message)}
            required
            inputProps={{ autoComplete: 'off', maxLength: API_KEY_NAME_MAX }}
          />
          <CheckGroupField
            control={keyForm.control}
            name="scopes"
            legend={t('scopes')}
            errorId="api-key-scopes-error"
            required={t('scopesRequired')}
            options={API_KEY_SCOPES.map((scope) => ({
              value: scope,
              label: t(`scope.${scopeKey(scope)}.label`),
              hint: t(`scope.${scopeKey(scope)}.hint`),
            }))}
          />
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy}>
              {t('create')}
            </button>
          </div>
        </form>
      </section>

      <div role="status" aria-live="polite" className={styles.section}>
        {notice ? <p className={notice.kind === 'error' ? form.alertError : form.alertSuccess}>{notice.text}</p> : null}
      </div>

      <section className={styles.section} aria-labelledby="keys-title">
        <h2 id="keys-title" className={styles.sectionTitle}>
          {t('keys', { count: keys.length })}
        </h2>
        {/* Focusable, so keyboard users can scroll a table wider than a phone. */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="keys-title">
          {keys.length === 0 ? (
            <p className={styles.empty}>{t('noKeys')}</p>
          ) : (
            <table className={styles.table}>
              <TableHead columns={[t('name'), t('scopes'), t('createdAt'), t('lastUsed')]} actions={t('actions')} />
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id} data-api-key={k.name}>
                    <td>
                      <strong>{k.name}</strong>
                      <br />
                      <code className={styles.muted}>{`${k.prefix}…`}</code>
                    </td>
                    <td>{k.scopes.map((s) => t(`scope.${scopeKey(s)}.label`)).join(', ')}</td>
                    <td className={styles.muted}>
                      {format.dateTime(new Date(k.createdAt), { dateStyle: 'medium' })}
                      {k.createdBy ? (
                        <>
                          <br />
                          {t('createdBy', { name: k.createdBy })}
                        </>
                      ) : null}
                    </td>
                    <td className={styles.muted}>
                      {k.lastUsedAt
                        ? format.dateTime(new Date(k.lastUsedAt), { dateStyle: 'medium', timeStyle: 'short' })
                        : t('neverUsed')}
                    </td>
                    <td>
                      <button
                        type="button"
                        className={form.linkButton}
                        disabled={busy}
                        aria-label={t('revokeNamed', { name: k.name })}
                        onClick={() => setRevoking(k)}
                      >
                        {t('revoke')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>

      <SecretOnceDialog
        namespace="employerPanel.integrations"
        idPrefix="api-key"
        secret={created?.secret ?? null}
        lead={created ? t('createdLead', { name: created.key.name }) : ''}
        onClose={() => setCreated(null)}
      />

      <PanelDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('revokeTitle')}
        closeLabel={t('close')}
        testId="api-key-revoke"
      >
        {revoking ? (
          <div className={form.form}>
            <p>{t('revokeLead', { name: revoking.name })}</p>
            <div className={form.actions}>
              <button type="button" className={form.danger} disabled={busy} onClick={() => void revoke(revoking)}>
                {t('revokeConfirm')}
              </button>
              <button type="button" className={form.secondary} onClick={() => setRevoking(null)}>
                {t('cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </PanelDialog>
    </>
  );
}

/** Message keys cannot hold `:`: each scope's key in `employerPanel.integrations.scope`. */
const SCOPE_KEYS = {
  'offers:read': 'offersRead',
  'offers:write': 'offersWrite',
  'applications:read': 'applicationsRead',
  webhooks: 'webhooks',
} as const satisfies Record<ApiKeyScope, string>;
const scopeKey = (scope: ApiKeyScope) => SCOPE_KEYS[scope];
