import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/features/employer-panel/components/panel-page.module.css';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { ApiKeysManager } from '@/features/integrations/components/api-keys-manager';
import { listApiKeys } from '@/features/integrations/server/api-key-service';
import { WebhooksManager } from '@/features/integrations/components/webhooks-manager';
import {
  listWebhookDeliveries,
  listWebhookEndpoints,
  webhookOwner,
} from '@/features/integrations/server/webhooks/webhook-service';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'employerPanel.integrations' });
  return { title: t('title'), robots: { index: false } };
}

/** The company's API keys and webhook endpoints for its applicant-tracking and other systems (admins and owners). */
export default async function EmployerIntegrationsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db } = await requireEmployerPage(locale, paths.employerIntegrations(), 'admin');
  const t = await getTranslations({ locale, namespace: 'employerPanel.integrations' });
  const owner = webhookOwner(employer);
  const [initial, endpoints, { deliveries }] = await Promise.all([
    listApiKeys(db, employer),
    listWebhookEndpoints(db, owner),
    listWebhookDeliveries(db, owner),
  ]);
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </header>
      <ApiKeysManager initial={initial} />
      <header className={`${styles.header} ${styles.section}`}>
        <h2 className={styles.title}>{t('webhooksTitle')}</h2>
      </header>
      <WebhooksManager initialEndpoints={endpoints} initialDeliveries={deliveries} />
    </>
  );
}
