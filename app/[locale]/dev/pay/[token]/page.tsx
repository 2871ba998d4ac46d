import type { Metadata } from 'next';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { canUseEmbeddedProvider } from '@/features/payments/server/embedded-access';
import { DevPayForm } from '@/features/payments/ui/dev-pay-form';
import styles from '@/features/payments/ui/payments.module.css';
import { getDb } from '@/lib/db/client';
import { embeddedPaymentTransactions } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'payments.devPay' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The embedded provider's payment page (/dev/pay/{token}): local requests only, never with a real provider. */
export default async function DevPayPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  if (!canUseEmbeddedProvider(await headers()) || token.length > 100) return notFoundPage();
  const db = await getDb();
  const [transaction] = await db
    .select()
    .from(embeddedPaymentTransactions)
    .where(eq(embeddedPaymentTransactions.token, token));
  if (!transaction) return notFoundPage();
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'payments.devPay' }),
    getFormatter({ locale }),
  ]);
  const open = transaction.status === 'new' || transaction.status === 'pending';
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="dev-pay-title">
        <h1 id="dev-pay-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.devNotice}>{t('notice')}</p>
        <dl className={styles.facts}>
          <dt>{t('amount')}</dt>
          <dd data-testid="dev-pay-amount">
            {format.number(transaction.amount / 100, { style: 'currency', currency: transaction.currency })}
          </dd>
          <dt>{t('order')}</dt>
          <dd>{transaction.sessionId}</dd>
          <dt>{t('status')}</dt>
          <dd>{transaction.status}</dd>
        </dl>
        {open ? (
          <DevPayForm
            token={token}
            panelHref={localizedPath(locale, paths.employerOffers())}
            texts={{
              pay: t('pay'),
              fail: t('fail'),
              cancel: t('cancel'),
              payLoseRedirect: t('payLoseRedirect'),
              stayPending: t('stayPending'),
              options: t('options'),
              delay: t('delay'),
              deliveries: t('deliveries'),
              outOfOrder: t('outOfOrder'),
              pendingSeconds: t('pendingSeconds'),
              lostTitle: t('lostTitle'),
              lostBody: t('lostBody'),
              decided: t('decided'),
              error: t('error'),
              backToPanel: t('backToPanel'),
            }}
          />
        ) : (
          <>
            <p>{t('decided')}</p>
            <p>
              <a className={styles.primary} href={transaction.returnUrl}>
                {t('back')}
              </a>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
