'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import { TableHead } from '@/components/ui/table-head';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { fieldMessages, type ApiAnswer } from '@/lib/api-client/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/lib/webhooks/event-types';
import { useCreateWebhook } from '../api/create-webhook';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { useResumeWebhook } from '../api/resume-webhook';
import {
  WEBHOOK_URL_MAX,
  webhookCreateSchema,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../schemas';
import { CheckGroupField } from './check-group-field';
import local from './api-keys.module.css';
import { PanelDialog } from './panel-dialog';
import { SecretOnceDialog } from './secret-once-dialog';
import { useWebhookTime, WebhookDeliveriesLog } from './webhook-deliveries-log';

type Notice = { kind: 'error' | 'success'; text: string } | null;

/** Message keys cannot hold `.`: each event's key in `employerPanel.webhooks.event`. */
const EVENT_KEYS = {
  'application.created': 'applicationCreated',
  'application.status_changed': 'applicationStatusChanged',
  'offer.published': 'offerPublished',
  'offer.expired': 'offerExpired',
} as const satisfies Record<WebhookEventType, string>;

/**
 * The webhooks part of the integrations page: register an endpoint (its signing secret shown once), see the
 * endpoints with their state (working, failing, paused: resume), remove one, and read the delivery log with
 * "Resend".
 */
export function WebhooksManager({
  initialEndpoints,
  initialDeliveries,
}: {
  initialEndpoints: WebhookEndpointRow[];
  initialDeliveries: WebhookDeliveryRow[];
}) {
  const t = useTranslations('employerPanel.webhooks');
  const errorText = useErrorText();
  const when = useWebhookTime();
  const endpoints = useWebhooks(initialEndpoints).data;
  const createEndpoint = useCreateWebhook();
  const remove = useDeleteWebhook();
  const resume = useResumeWebhook();
  const resend = useResendWebhookDelivery();
  const busy = createEndpoint.isPending || remove.isPending || resume.isPending || resend.isPending;
  const [notice, setNotice] = useState<Notice>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointRow | null>(null);
  const endpointForm = useForm({
    resolver: catalogueResolver(webhookCreateSchema),
    mode: 'onTouched',
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] as WebhookEventType[] },
  });

  const errorOf = (answer: ApiAnswer<unknown>) =>
    answer.status === 429
      ? t('tooMany', { seconds: answer.retryAfter ?? 60 })
      : ((answer.error?.message as string | undefined) ?? t('generic'));
  const eventLabel = (type: WebhookEventType) => t(`event.${EVENT_KEYS[type]}.label`);
  const pausedIds = new Set(endpoints.filter((e) => e.pausedAt).map((e) => e.id));

  const create = endpointForm.handleSubmit(async (values) => {
    setNotice(null);
    const answer = await createEndpoint.mutateAsync(values);
    if (answer.status === 201 && answer.data) {
      setCreated(answer.data);
      endpointForm.reset({ url: '', events: [...WEBHOOK_EVENT_TYPES] });
    } else {
      const fields = fieldMessages(answer.error);
      if (fields.url) endpointForm.setError('url', { type: 'server', message: fields.url });
      setNotice({ kind: 'error', text: errorOf(answer) });
    }
  });

  /** One action on an endpoint or a delivery; the mutation refetches both lists whatever the answer. */
  async function act(run: () => Promise<ApiAnswer<unknown>>, success: string, expected: number) {
    setNotice(null);
    const answer = await run();
    setNotice(
      answer.status === expected ? { kind: 'success', text: success } : { kind: 'error', text: errorOf(answer) },
    );
  }

  const stateOf = (e: WebhookEndpointRow) =>
    e.pausedAt
      ? t('state.paused', { since: when(e.pausedAt) })
      : e.failingSince
        ? t('state.failing', { since: when(e.failingSince) })
        : t('state.working');

  return (
    <>
      <section className={styles.card} aria-labelledby="new-webhook-title">
        <h2 id="new-webhook-title" className={styles.cardTitle}>
          {t('createTitle')}
        </h2>
        <p className={styles.muted}>{t('lead')}</p>
        <form className={form.form} onSubmit={create} noValidate>
          <TextField
            control={endpointForm.control}
            name="url"
            id="webhook-url"
            label={t('url')}
            hint={t('urlHint')}
            error={errorText(endpointForm.formState.errors.url?.message)}
            required
            inputProps={{ autoComplete: 'off', maxLength: WEBHOOK_URL_MAX, inputMode: 'url', type: 'url' }}
          />
          <CheckGroupField
            control={endpointForm.control}
            name="events"
            legend={t('events')}
            errorId="webhook-events-error"
            required={t('eventsRequired')}
            options={WEBHOOK_EVENT_TYPES.map((type) => ({
              value: type,
              label: eventLabel(type),
              hint: t(`event.${EVENT_KEYS[type]}.hint`),
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

      <section className={styles.section} aria-labelledby="webhooks-title">
        <h2 id="webhooks-title" className={styles.sectionTitle}>
          {t('endpoints', { count: endpoints.length })}
        </h2>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="webhooks-title">
          {endpoints.length === 0 ? (
            <p className={styles.empty}>{t('noEndpoints')}</p>
          ) : (
            <table className={styles.table}>
              <TableHead columns={[t('url'), t('events'), t('stateTitle')]} actions={t('actions')} />
              <tbody>
                {endpoints.map((e) => (
                  <tr key={e.id} data-webhook={e.url}>
                    <td>
                      <strong className={local.secret}>{e.url}</strong>
                      <br />
                      <span className={styles.muted}>
                        {t('secretPrefix')} <code>{`${e.secretPrefix}…`}</code>
                      </span>
                    </td>
                    <td>{e.events.map(eventLabel).join(', ')}</td>
                    <td className={e.pausedAt || e.failingSince ? undefined : styles.muted}>{stateOf(e)}</td>
                    <td>
                      {e.pausedAt ? (
                        <button
                          type="button"
                          className={form.linkButton}
                          disabled={busy}
                          onClick={() => void act(() => resume.mutateAsync(e.id), t('resumed', { url: e.url }), 200)}
                        >
                          {t('resume')}
                        </button>
                      ) : null}{' '}
                      <button
                        type="button"
                        className={form.linkButton}
                        disabled={busy}
                        aria-label={t('removeNamed', { url: e.url })}
                        onClick={() => setRemoving(e)}
                      >
                        {t('remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>

      <WebhookDeliveriesLog
        initial={initialDeliveries}
        pausedIds={pausedIds}
        busy={busy}
        onResend={(d) => act(() => resend.mutateAsync(d.id), t('resent', { event: d.type }), 201)}
      />

      <SecretOnceDialog
        namespace="employerPanel.webhooks"
        idPrefix="webhook"
        secret={created?.secret ?? null}
        lead={created ? t('createdLead', { url: created.endpoint.url }) : ''}
        onClose={() => setCreated(null)}
      />

      <PanelDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('removeTitle')}
        closeLabel={t('close')}
        testId="webhook-remove"
      >
        {removing ? (
          <div className={form.form}>
            <p>{t('removeLead', { url: removing.url })}</p>
            <div className={form.actions}>
              <button
                type="button"
                className={form.danger}
                disabled={busy}
                onClick={() => {
                  const target = removing;
                  setRemoving(null);
                  void act(() => remove.mutateAsync(target.id), t('removed', { url: target.url }), 204);
                }}
              >
                {t('removeConfirm')}
              </button>
              <button type="button" className={form.secondary} onClick={() => setRemoving(null)}>
                {t('cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </PanelDialog>
    </>
  );
}
