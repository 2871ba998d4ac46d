import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Fragment } from 'react';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import {
  companyPlanBalance,
  listCompanyCodes,
  listCompanyInvoices,
  listCompanyPayments,
} from '@/features/payments/server/billing';
import { paymentOutcome } from '@/features/payments/status';
import { BillingTable } from '@/features/payments/ui/billing-table';
import styles from '@/features/payments/ui/payments.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPaths, paths } from '@/lib/paths';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'payments.billing' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /employer/billing: the company's payments, invoices, codes and plan balance (owners and admins). */
export default async function BillingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { employer, db, tenant } = await requireEmployerPage(locale, paths.employerBilling(), 'admin');
  const [t, ts, format, paymentRows, invoiceRows, codes, balance] = await Promise.all([
    getTranslations({ locale, namespace: 'payments.billing' }),
    getTranslations({ locale, namespace: 'payments.status' }),
    getFormatter({ locale }),
    listCompanyPayments(db, tenant.id, employer.companyId),
    listCompanyInvoices(db, tenant.id, employer.companyId),
    listCompanyCodes(db, tenant.id, employer.companyId),
    companyPlanBalance(db, tenant.id, employer.companyId),
  ]);
  const hrefs = localizedPaths(locale);
  const money = (n: number, currency: string) => format.number(n, { style: 'currency', currency });
  const day = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: 'medium' }) : t('noLimit'));

  const badge = (status: string) => {
    const outcome = paymentOutcome(status);
    return outcome === 'success' ? styles.badgeSuccess : outcome === 'failure' ? styles.badgeFailure : styles.badge;
  };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>

      <BillingTable
        name="balance"
        title={t('balance')}
        empty={t('balanceEmpty')}
        columns={[
          { label: t('offer') },
          { label: t('plan') },
          { label: t('daysLeft'), isNumeric: true },
          { label: t('bumpsLeft'), isNumeric: true },
        ]}
        rows={balance.map((b) => ({
          key: b.offerId,
          cells: [
            b.title,
            b.planNames?.[locale] ?? b.planKey,
            b.daysLeft ?? t('noLimit'),
            t('bumps', { left: b.bumpsLeft, total: b.bumpsTotal }),
          ],
        }))}
      />

      <BillingTable
        name="payments"
        title={t('payments')}
        empty={t('paymentsEmpty')}
        columns={[
          { label: t('date') },
          { label: t('offer') },
          { label: t('plan') },
          { label: t('amount'), isNumeric: true },
          { label: t('status') },
        ]}
        rows={paymentRows.map((p) => ({
          key: p.id,
          cells: [
            day(p.createdAt),
            <a key="offer" className={styles.link} href={hrefs.employerPaymentReturn(p.id)}>
              {p.offerTitle ?? `#${p.id}`}
            </a>,
            `${p.planKey}${p.isExtension ? ` (${t('extension')})` : ''}`,
            money(p.grossAmount, p.currency),
            <span key="status" className={badge(p.status)}>
              {p.refundedAt ? ts('refunded') : ts(p.status)}
            </span>,
          ],
        }))}
      />

      <BillingTable
        name="invoices"
        title={t('invoices')}
        empty={t('invoicesEmpty')}
        columns={[
          { label: t('number') },
          { label: t('kind') },
          { label: t('date') },
          { label: t('amount'), isNumeric: true },
          { label: t('download') },
        ]}
        rows={invoiceRows.map((i) => ({
          key: i.id,
          cells: [
            i.number,
            i.kind === 'correction' ? t('correction') : t('invoice'),
            day(i.issuedAt),
            money(i.grossAmount, i.currency),
            <Fragment key="pdf">
              <a
                className={styles.link}
                href={`/api/v1/invoices/${i.id}/pdf`}
                aria-label={t('downloadPdf', { number: i.number })}
              >
                PDF
              </a>{' '}
              ·{' '}
              <a
                className={styles.link}
                href={`/api/v1/invoices/${i.id}/pdf?lang=en`}
                aria-label={t('downloadPdfEn', { number: i.number })}
                hrefLang="en"
              >
                PDF (EN)
              </a>
            </Fragment>,
          ],
        }))}
      />

      <BillingTable
        name="codes"
        title={t('codes')}
        empty={t('codesEmpty')}
        columns={[
          { label: t('code') },
          { label: t('codeKind') },
          { label: t('remaining'), isNumeric: true },
          { label: t('validUntil') },
        ]}
        rows={codes.map((c) => ({
          key: c.id,
          cells: [
            <code key="code">{c.code}</code>,
            c.kind === 'extend' ? t('codeExtend') : t('codePublish'),
            `${c.remainingUses} / ${c.maxUses}`,
            day(c.validUntil),
          ],
        }))}
      />
    </div>
  );
}
