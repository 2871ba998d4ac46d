'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { TableHead } from '@/components/ui/table-head';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { integrationKeys } from '../api/keys';
import type { WebhookDeliveryRow } from '../schemas';

/** A moment of the webhooks part, to the second (a delivery log is read by the second). */
export function useWebhookTime() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });
}

/**
 * The delivery log of the webhooks part: each event sent (or queued) with its answer, "Resend" for a
 * settled one of a working endpoint, and "Refresh", which reads the log and the endpoints' states again.
 */
export function WebhookDeliveriesLog({
  initial,
  pausedIds,
  busy,
  onResend,
}: {
  initial: WebhookDeliveryRow[];
  /** Endpoints that are paused: their deliveries are not resent until they are resumed. */
  pausedIds: Set<number>;
  busy: boolean;
  onResend: (delivery: WebhookDeliveryRow) => Promise<void>;
}) {
  const t = useTranslations('employerPanel.webhooks');
  const when = useWebhookTime();
  const client = useQueryClient();
  const { data: deliveries, isFetching } = useWebhookDeliveries(initial);
  const refresh = () =>
    void Promise.all([
      client.invalidateQueries({ queryKey: integrationKeys.deliveries }),
      client.invalidateQueries({ queryKey: integrationKeys.webhooks }),
    ]);

  return (
    <section className={styles.section} aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className={styles.sectionTitle}>
        {t('log')}
      </h2>
      <p className={styles.muted}>{t('logLead')}</p>
      <div className={form.actions}>
        <button type="button" className={form.secondary} disabled={busy || isFetching} onClick={refresh}>
          {t('refresh')}
        </button>
      </div>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="deliveries-title">
        {deliveries.length === 0 ? (
          <p className={styles.empty}>{t('noDeliveries')}</p>
        ) : (
          <table className={styles.table} data-testid="webhook-log">
            <TableHead
              columns={[t('time'), t('eventColumn'), t('status'), t('attempts'), t('response')]}
              actions={t('actions')}
            />
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
                        onClick={() => void onResend(d)}
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
  );
}
