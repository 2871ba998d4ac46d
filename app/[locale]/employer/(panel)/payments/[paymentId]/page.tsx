import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import { paymentForReturnPage } from '@/features/payments/server/company-payments';
import { PaymentStatusPanel } from '@/features/payments/ui/payment-status-panel';
import styles from '@/features/payments/ui/payments.module.css';
import { rowIdOf } from '@/lib/http/row-id';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';
import { notFoundPage } from '@/components/layout/not-found-page';

interface Props {
  params: Promise<{ locale: Locale; paymentId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'payments.return' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Where the provider sends the payer back. The URL proves nothing, so its query is never read: the page
 * shows the stored status and polls the status endpoint, which asks the provider and settles the payment.
 */
export default async function PaymentReturnPage({ params }: Props) {
  const { locale, paymentId: raw } = await params;
  setRequestLocale(locale);
  const paymentId = rowIdOf(raw);
  if (paymentId === null) return notFoundPage();
  const { employer, db } = await requireEmployerPage(locale, paths.employerPaymentReturn(paymentId));
  const row = await paymentForReturnPage(db, employer, paymentId);
  if (!row) return notFoundPage();
  const { payment } = row;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'payments.return' }),
    getFormatter({ locale }),
  ]);
  const hrefs = localizedPaths(locale);
  const invoice = payment.invoice;
  return (
    <div className={`container ${styles.page}`}>
      <PaymentStatusPanel
        paymentId={payment.id}
        initialStatus={payment.status}
        texts={{
          pendingTitle: t('pendingTitle'),
          pendingBody: t('pendingBody'),
          slowTitle: t('slowTitle'),
          slowBody: t('slowBody'),
          checkAgain: t('checkAgain'),
          successTitle: t('successTitle'),
          successBody: payment.isExtension ? t('successExtendBody') : t('successBody'),
          failureTitle: t('failureTitle'),
          failureBody: t('failureBody'),
          cancelledTitle: t('cancelledTitle'),
          cancelledBody: t('cancelledBody'),
          tryAgain: t('tryAgain'),
          retryFailed: t('retryFailed'),
          offers: t('offers'),
          billing: t('billing'),
        }}
        retryRequest={{
          offer_type: payment.planKey,
          offer_id: payment.offerId,
          extend: payment.isExtension,
          newsletter: payment.newsletter,
          accepted_regulations: payment.acceptedRegulations,
          return_url: payment.returnUrl,
          invoice_company_name: invoice.companyName,
          invoice_tax_id: invoice.taxId,
          invoice_street: invoice.street,
          invoice_number: invoice.number,
          invoice_postal_code: invoice.postalCode,
          invoice_city: invoice.city,
          invoice_country: invoice.country,
        }}
        links={{ offers: hrefs.employerOffers(), billing: hrefs.employerBilling() }}
      />
      <p className={styles.summary}>
        {row.offerTitle ? `${t('offer', { title: row.offerTitle })} · ` : ''}
        {t('summary', {
          plan: row.planNames?.[locale] ?? payment.planKey,
          amount: format.number(payment.grossAmount, { style: 'currency', currency: payment.currency }),
        })}
      </p>
    </div>
  );
}
