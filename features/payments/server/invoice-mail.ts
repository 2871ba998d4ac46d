import 'server-only';
import { createTranslator } from 'next-intl';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { renderMail } from '@/lib/mail/render';
import { localizedPath, paths } from '@/lib/paths';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';

const MESSAGES = { pl, en } as const;

/** The payer's notice that the payment went through, linking the invoice (the PDF stays behind sign-in). */
export function buildInvoiceMail(input: {
  tenantId: number;
  brand: string;
  origin: string;
  locale: 'pl' | 'en';
  to: string;
  invoiceId: number;
  number: string;
  gross: string;
  offerTitle: string | null;
}): OutgoingMail {
  const t = createTranslator({ locale: input.locale, messages: MESSAGES[input.locale], namespace: 'payments.mail' });
  const download = `${input.origin}/api/v1/invoices/${input.invoiceId}/pdf${input.locale === 'en' ? '?lang=en' : ''}`;
  const { html, text } = renderMail({
    brand: input.brand,
    heading: t('heading', { number: input.number }),
    paragraphs: [
      input.offerTitle
        ? t('paidFor', { title: input.offerTitle, gross: input.gross })
        : t('paid', { gross: input.gross }),
    ],
    items: [{ title: t('invoiceLink', { number: input.number }), url: download }],
    action: { label: t('open'), url: `${input.origin}${localizedPath(input.locale, paths.employerBilling())}` },
    footer: [t('footer')],
  });
  return { tenantId: input.tenantId, to: input.to, subject: t('subject', { number: input.number }), html, text };
}
