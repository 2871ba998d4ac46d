import { PDFDocument } from 'pdf-lib';
import { paymentOutcome } from '../status';
import { isValidNip } from './create-payment';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { sellerOf } from './seller';

const doc: InvoiceDocument = {
  kind: 'invoice',
  number: 'FV/2026/7',
  issuedAt: new Date('2026-11-24T10:00:00Z'),
  paidAt: new Date('2026-11-24T10:00:00Z'),
  seller: sellerOf({ config: {} as never }),
  buyer: {
    companyName: 'Żółta Łódź sp. z o.o.',
    taxId: '5252248481',
    street: 'ul. Świętokrzyska',
    number: '12',
    postalCode: '00-916',
    city: 'Łódź',
    country: 'Polska',
  },
  item: 'Publikacja ogłoszenia (Pro): Programista Ęą',
  net: 1000,
  tax: 230,
  gross: 1230,
  currency: 'PLN',
  paymentMethod: 'płatność online',
};

describe('the invoice PDF', () => {
  it('renders a one-page PDF with the embedded DejaVu font, in Polish and English, and corrections', async () => {
    for (const locale of ['pl', 'en'] as const) {
      const bytes = await renderInvoicePdf(doc, locale);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const parsed = await PDFDocument.load(bytes);
      expect(parsed.getPageCount()).toBe(1);
      expect(parsed.getTitle()).toBe(locale === 'pl' ? 'Faktura VAT FV/2026/7' : 'VAT invoice FV/2026/7');
      // The text is drawn with the embedded (subset) DejaVu Sans, which has every Polish letter.
      const objects = parsed.context.enumerateIndirectObjects().map(([, o]) => o.toString());
      expect(objects.some((o) => /\/BaseFont \/DejaVuSans-\d+/.test(o))).toBe(true);
    }
    const correction = await renderInvoicePdf(
      {
        ...doc,
        kind: 'correction',
        number: 'FV/2026/8',
        correctedNumber: 'FV/2026/7',
        net: -1000,
        tax: -230,
        gross: -1230,
      },
      'pl',
    );
    expect((await PDFDocument.load(correction)).getTitle()).toBe('Faktura korygująca FV/2026/8');
  });
});

describe('payment rules', () => {
  it('maps statuses exactly as the spec says', () => {
    expect(['pending', 'started', 'paid', 'ok', 'failed', 'error', 'anything'].map(paymentOutcome)).toEqual([
      'pending',
      'pending',
      'success',
      'success',
      'failure',
      'failure',
      'pending',
    ]);
  });

  it('checks NIP checksums', () => {
    expect(isValidNip('5252248481')).toBe(true);
    expect(isValidNip('525-224-84-81')).toBe(true);
    expect(isValidNip('PL5252248481')).toBe(true);
    expect(isValidNip('5252248482')).toBe(false);
    expect(isValidNip('123')).toBe(false);
  });
});
