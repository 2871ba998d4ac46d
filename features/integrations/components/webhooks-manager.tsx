'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FieldError, TextField, useErrorText } from '@/components/form';
import form from '@/components/ui/form.module.css';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { apiRequest, fieldMessages, type ApiAnswer } from '@/lib/api-client/api-client';
import { catalogueResolver } from '@/lib/validation/resolver';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/lib/webhooks/event-types';
import {
  WEBHOOK_URL_MAX,
  webhookCreateSchema,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../schemas';
import local from './api-keys.module.css';
import { PanelDialog } from './panel-dialog';

type Notice = { kind: 'error' | 'success'; text: string } | null;
const ENDPOINTS = '/api/v2/employer-panel/webhooks';
const DELIVERIES = '/api/v2/employer-panel/webhook-deliveries';

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
  const format = useFormatter();
  const errorText = useErrorText();
  const [endpoints, setEndpoints] = useState(initialEndpoints);
  const [deliveries, setDeliveries] = useState(initialDeliveries);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [copied, setCopied] = useState(false);
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
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });
  const eventLabel = (type: WebhookEventType) => t(`event.${EVENT_KEYS[type]}.label`);
  const pausedIds = new Set(endpoints.filter((e) => e.pausedAt).map((e) => e.id));

  async function reload() {
    const [e, d] = await Promise.all([
      apiRequest<{ endpoints: WebhookEndpointRow[] }>(ENDPOINTS, { method: 'GET' }),
      apiRequest<{ deliveries: WebhookDeliveryRow[] }>(DELIVERIES, { method: 'GET' }),
    ]);
    if (e.status === 200 && e.data) setEndpoints(e.data.endpoints);
    if (d.status === 200 && d.data) setDeliveries(d.data.deliveries);
  }

  const create = endpointForm.handleSubmit(async (values) => {
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest<CreatedWebhookEndpoint>(ENDPOINTS, { method: 'POST', json: values });
    setBusy(false);
    if (answer.status === 201 && answer.data) {
      setCopied(false);
      setCreated(answer.data);
      endpointForm.reset({ url: '', events: [...WEBHOOK_EVENT_TYPES] });
      await reload();
    } else {
      const fields = fieldMessages(answer.error);
      if (fields.url) endpointForm.setError('url', { type: 'server', message: fields.url });
      setNotice({ kind: 'error', text: errorOf(answer) });
    }
  });

  async function act(path: string, method: 'POST' | 'DELETE', success: string, expected: number) {
    setBusy(true);
    setNotice(null);
    const answer = await apiRequest<unknown>(path, { method });
    setBusy(false);
    setNotice(
      answer.status === expected ? { kind: 'success', text: success } : { kind: 'error', text: errorOf(answer) },
    );
    await reload();
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
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
          <Controller
            control={endpointForm.control}
            name="events"
            render={({ field, fieldState }) => (
              <fieldset
                className={local.scopes}
                aria-describedby={fieldState.error ? 'webhook-events-error' : undefined}
              >
                <legend className={form.label}>{t('events')}</legend>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <label key={type} className={form.check}>
                    <input
                      type="checkbox"
                      name="events"
                      value={type}
                      checked={field.value.includes(type)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? WEBHOOK_EVENT_TYPES.filter((s) => s === type || field.value.includes(s))
                            : field.value.filter((s) => s !== type),
                        )
                      }
                      onBlur={field.onBlur}
                    />
                    <span>
                      <strong>{eventLabel(type)}</strong> <code>{type}</code>
                      <br />
                      <span className={styles.muted}>{t(`event.${EVENT_KEYS[type]}.hint`)}</span>
                    </span>
                  </label>
                ))}
                <FieldError id="webhook-events-error">{fieldState.error ? t('eventsRequired') : null}</FieldError>
              </fieldset>
            )}
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
              <thead>
                <tr>
                  <th scope="col">{t('url')}</th>
                  <th scope="col">{t('events')}</th>
                  <th scope="col">{t('stateTitle')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
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
                          onClick={() =>
                            void act(`${ENDPOINTS}/${e.id}/resume`, 'POST', t('resumed', { url: e.url }), 200)
                          }
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

      <section className={styles.section} aria-labelledby="deliveries-title">
        <h2 id="deliveries-title" className={styles.sectionTitle}>
          {t('log')}
        </h2>
        <p className={styles.muted}>{t('logLead')}</p>
        <div className={form.actions}>
          <button type="button" className={form.secondary} disabled={busy} onClick={() => void reload()}>
            {t('refresh')}
          </button>
        </div>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="deliveries-title">
          {deliveries.length === 0 ? (
            <p className={styles.empty}>{t('noDeliveries')}</p>
          ) : (
            <table className={styles.table} data-testid="webhook-log">
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('eventColumn')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">{t('attempts')}</th>
                  <th scope="col">{t('response')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {deliveries.map((d) => (
                  <tr key={d.id} data-delivery={d.type} data-status={d.status}>
                    <td className={styles.muted}>{when(d.createdAt)}</td>
                    <td>
                      <code>{d.type}</code>
                      <br />
                      <span className={styles.muted}>{d.url}</span>
                    </td>
                    <td>
                      {t(`deliveryStatus.${d.status}`)}
                      {d.status === 'queued' && d.nextAttemptAt && d.attempts > 0 ? (
                        <>
                          <br />
                          <span className={styles.muted}>{t('nextAttempt', { at: when(d.nextAttemptAt) })}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{d.attempts}</td>
                    <td className={styles.muted}>
                      {d.lastResponseStatus ?? (d.lastError ? t('noAnswer') : '–')}
                      {d.lastAttemptAt ? (
                        <>
                          <br />
                          {when(d.lastAttemptAt)}
                        </>
                      ) : null}
                      {d.lastError ? (
                        <>
                          <br />
                          <span title={d.lastError}>{d.lastError.slice(0, 80)}</span>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {d.status !== 'queued' && !pausedIds.has(d.endpointId) ? (
                        <button
                          type="button"
                          className={form.linkButton}
                          disabled={busy}
                          onClick={() =>
                            void act(`${DELIVERIES}/${d.id}/resend`, 'POST', t('resent', { event: d.type }), 201)
                          }
                        >
                          {t('resend')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>

      <PanelDialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title={t('createdTitle')}
        closeLabel={t('close')}
        testId="webhook-created"
      >
        {created ? (
          <div className={form.form}>
            <p className={form.alertSuccess}>{t('createdLead', { url: created.endpoint.url })}</p>
            <label className={form.label} htmlFor="webhook-secret">
              {t('secret')}
            </label>
            <input
              id="webhook-secret"
              className={`${form.input} ${local.secret}`}
              readOnly
              value={created.secret}
              spellCheck={false}
              onFocus={(e) => e.currentTarget.select()}
              data-testid="webhook-secret"
            />
            <p className={form.hint}>{t('shownOnce')}</p>
            <div className={form.actions}>
              <button type="button" className={form.primary} onClick={() => void copy(created.secret)}>
                {copied ? t('copied') : t('copy')}
              </button>
              <button type="button" className={form.secondary} onClick={() => setCreated(null)}>
                {t('done')}
              </button>
            </div>
            <p role="status" aria-live="polite" className="visually-hidden">
              {copied ? t('copiedStatus') : ''}
            </p>
          </div>
        ) : null}
      </PanelDialog>

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
                  void act(`${ENDPOINTS}/${target.id}`, 'DELETE', t('removed', { url: target.url }), 204);
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
