import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { requireEmployerPage } from '@/features/employer-panel/server/employer-page';
import {
  companyPlanBalance,
  listCompanyCodes,
  listCompanyInvoices,
  listCompanyPayments,
} from '@/features/payments/server/billing';
import { paymentOutcome } from '@/features/payments/status';
import styles from '@/features/payments/ui/payments.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { localePrefix, paths } from '@/lib/paths';

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
  const prefix = localePrefix(locale);
  const money = (n: number, currency: string) => format.number(n, { style: 'currency', currency });
  const day = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: 'medium' }) : t('noLimit'));

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>

      <section className={styles.section} aria-labelledby="billing-balance">
        <h2 id="billing-balance">{t('balance')}</h2>
        {balance.length === 0 ? (
          <p className={styles.empty}>{t('balanceEmpty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="billing-balance">
              <thead>
                <tr>
                  <th scope="col">{t('offer')}</th>
                  <th scope="col">{t('plan')}</th>
                  <th scope="col" className={styles.num}>
                    {t('daysLeft')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('bumpsLeft')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {balance.map((b) => (
                  <tr key={b.offerId}>
                    <td>{b.title}</td>
                    <td>{b.planNames?.[locale] ?? b.planKey}</td>
                    <td className={styles.num}>{b.daysLeft ?? t('noLimit')}</td>
                    <td className={styles.num}>{t('bumps', { left: b.bumpsLeft, total: b.bumpsTotal })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="billing-payments">
        <h2 id="billing-payments">{t('payments')}</h2>
        {paymentRows.length === 0 ? (
          <p className={styles.empty}>{t('paymentsEmpty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="billing-payments">
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('offer')}</th>
                  <th scope="col">{t('plan')}</th>
                  <th scope="col" className={styles.num}>
                    {t('amount')}
                  </th>
                  <th scope="col">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {paymentRows.map((p) => {
                  const outcome = paymentOutcome(p.status);
                  const badge =
                    outcome === 'success'
                      ? styles.badgeSuccess
                      : outcome === 'failure'
                        ? styles.badgeFailure
                        : styles.badge;
                  return (
                    <tr key={p.id}>
                      <td>{day(p.createdAt)}</td>
                      <td>
                        <a className={styles.link} href={`${prefix}${paths.employerPaymentReturn(p.id)}`}>
                          {p.offerTitle ?? `#${p.id}`}
                        </a>
                      </td>
                      <td>
                        {p.planKey}
                        {p.isExtension ? ` (${t('extension')})` : ''}
                      </td>
                      <td className={styles.num}>{money(p.grossAmount, p.currency)}</td>
                      <td>
                        <span className={badge}>{p.refundedAt ? ts('refunded') : ts(p.status)}</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="billing-invoices">
        <h2 id="billing-invoices">{t('invoices')}</h2>
        {invoiceRows.length === 0 ? (
          <p className={styles.empty}>{t('invoicesEmpty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="billing-invoices">
              <thead>
                <tr>
                  <th scope="col">{t('number')}</th>
                  <th scope="col">{t('kind')}</th>
                  <th scope="col">{t('date')}</th>
                  <th scope="col" className={styles.num}>
                    {t('amount')}
                  </th>
                  <th scope="col">{t('download')}</th>
                </tr>
              </thead>
              <tbody>
                {invoiceRows.map((i) => (
                  <tr key={i.id}>
                    <td>{i.number}</td>
                    <td>{i.kind === 'correction' ? t('correction') : t('invoice')}</td>
                    <td>{day(i.issuedAt)}</td>
                    <td className={styles.num}>{money(i.grossAmount, i.currency)}</td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="billing-codes">
        <h2 id="billing-codes">{t('codes')}</h2>
        {codes.length === 0 ? (
          <p className={styles.empty}>{t('codesEmpty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="billing-codes">
              <thead>
                <tr>
                  <th scope="col">{t('code')}</th>
                  <th scope="col">{t('codeKind')}</th>
                  <th scope="col" className={styles.num}>
                    {t('remaining')}
                  </th>
                  <th scope="col">{t('validUntil')}</th>
                </tr>
              </thead>
              <tbody>
                {codes.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <code>{c.code}</code>
                    </td>
                    <td>{c.kind === 'extend' ? t('codeExtend') : t('codePublish')}</td>
                    <td className={styles.num}>
                      {c.remainingUses} / {c.maxUses}
                    </td>
                    <td>{day(c.validUntil)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
