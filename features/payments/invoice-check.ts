import {
  checkTaxId,
  isBillingCountry,
  postalCodeIssue,
  type CompanyIssue,
} from '@/features/employer-company/rules';

/** The payment request's invoice fields (spec: payment request), in the order the payment step shows them. */
export const PAYMENT_INVOICE_FIELDS = [
  'invoice_company_name',
  'invoice_tax_id',
  'invoice_street',
  'invoice_number',
  'invoice_postal_code',
  'invoice_city',
  'invoice_country',
] as const;
export type PaymentInvoiceField = (typeof PAYMENT_INVOICE_FIELDS)[number];

/** Older data and hand-typed values name Poland in words; the rules work on the ISO code. */
export function countryCode(value: string): string {
  const v = value.trim();
  return /^(polska|poland)$/i.test(v) ? 'PL' : v.toUpperCase();
}

/** What can be wrong with invoice data (the company rules' issues that concern it, and a missing field). */
export type InvoiceIssueKey =
  | 'required'
  | Extract<
      CompanyIssue,
      | 'taxIdRequired'
      | 'nipFormat'
      | 'nipChecksum'
      | 'vatFormat'
      | 'taxIdInvalid'
      | 'postalCodePl'
      | 'postalCodeInvalid'
      | 'countryInvalid'
    >;

export interface InvoiceIssue {
  field: PaymentInvoiceField;
  issue: InvoiceIssueKey;
}

/**
 * The invoice data of a payment, checked with the company's own billing rules (the same the billing-data
 * page uses): every field present, a known country, its postal code format, and the tax id of that country
 * (a Polish NIP with its checksum). Pure: the payment step runs it in the browser before anything is sent,
 * and the server runs it again before anything is converted or charged.
 */
export function invoiceIssues(invoice: Record<PaymentInvoiceField, string>): InvoiceIssue[] {
  const issues: InvoiceIssue[] = [];
  for (const field of PAYMENT_INVOICE_FIELDS)
    if (!invoice[field]?.trim()) issues.push({ field, issue: field === 'invoice_tax_id' ? 'taxIdRequired' : 'required' });
  const country = countryCode(invoice.invoice_country ?? '');
  if (country && !isBillingCountry(country)) {
    issues.push({ field: 'invoice_country', issue: 'countryInvalid' });
    return issues;
  }
  const postal = invoice.invoice_postal_code?.trim();
  if (country && postal) {
    const issue = postalCodeIssue(postal, country);
    if (issue) issues.push({ field: 'invoice_postal_code', issue: issue as InvoiceIssueKey });
  }
  const tax = invoice.invoice_tax_id?.trim();
  if (country && tax) {
    const checked = checkTaxId(tax, country);
    if (!checked.ok) issues.push({ field: 'invoice_tax_id', issue: checked.issue as InvoiceIssueKey });
  }
  return issues;
}

/** The invoice data as stored: the country as its code and the tax id normalised (NIP digits, VAT prefix). */
export function normalisedInvoice(invoice: Record<PaymentInvoiceField, string>): Record<PaymentInvoiceField, string> {
  const country = countryCode(invoice.invoice_country);
  const tax = checkTaxId(invoice.invoice_tax_id, country);
  const trimmed = Object.fromEntries(PAYMENT_INVOICE_FIELDS.map((f) => [f, invoice[f].trim()])) as Record<
    PaymentInvoiceField,
    string
  >;
  return { ...trimmed, invoice_country: country, invoice_tax_id: tax.ok ? tax.value : trimmed.invoice_tax_id };
}
