import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceData } from '@/lib/db/schema';
import { amountInWords, formatMoney, VAT_RATE } from './amounts';
import type { Seller } from './seller';

/**
 * The VAT invoice as a PDF (pdf-lib, with DejaVu Sans embedded and subset so Polish diacritics render
 * in every viewer). Drawn from the stored invoice row on each download: the row is the record, the PDF
 * is its rendering.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'correction';
  number: string;
  correctedNumber?: string | null;
  issuedAt: Date;
  paidAt: Date | null;
  seller: Seller;
  buyer: InvoiceData;
  item: string;
  net: number;
  tax: number;
  gross: number;
  currency: string;
  paymentMethod: string;
}

const LABELS = {
  pl: {
    invoice: 'Faktura VAT',
    correction: 'Faktura korygująca',
    corrects: 'Do faktury',
    issued: 'Data wystawienia',
    sold: 'Data sprzedaży',
    place: 'Miejsce wystawienia',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    nip: 'NIP',
    account: 'Nr rachunku',
    no: 'Lp.',
    name: 'Nazwa usługi',
    qty: 'Ilość',
    net: 'Wartość netto',
    rate: 'Stawka VAT',
    tax: 'Kwota VAT',
    gross: 'Wartość brutto',
    total: 'Razem',
    toPay: 'Do zapłaty',
    refund: 'Do zwrotu',
    words: 'Słownie',
    method: 'Sposób płatności',
    paid: 'Zapłacono',
    reason: 'Przyczyna korekty: zwrot płatności',
  },
  en: {
    invoice: 'VAT invoice',
    correction: 'Corrective invoice',
    corrects: 'Corrects invoice',
    issued: 'Issue date',
    sold: 'Date of sale',
    place: 'Place of issue',
    seller: 'Seller',
    buyer: 'Buyer',
    nip: 'Tax ID (NIP)',
    account: 'Bank account',
    no: 'No.',
    name: 'Service',
    qty: 'Qty',
    net: 'Net',
    rate: 'VAT rate',
    tax: 'VAT',
    gross: 'Gross',
    total: 'Total',
    toPay: 'Amount due',
    refund: 'To be refunded',
    words: 'In words',
    method: 'Payment method',
    paid: 'Paid',
    reason: 'Reason for correction: payment refunded',
  },
} as const;

let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) =>
      readFile(path.join(process.cwd(), 'features/payments/server/fonts', f)).then((b) => new Uint8Array(b)),
    ) as [Promise<Uint8Array>, Promise<Uint8Array>],
  ));

const date = (d: Date) => d.toISOString().slice(0, 10);

export async function renderInvoicePdf(doc: InvoiceDocument, locale: 'pl' | 'en'): Promise<Uint8Array> {
  const L = LABELS[locale];
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const title = `${doc.kind === 'correction' ? L.correction : L.invoice} ${doc.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(doc.seller.companyName);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const ink = rgb(0.12, 0.14, 0.17);
  const muted = rgb(0.35, 0.39, 0.43);
  const text = (p: PDFPage, s: string, x: number, y: number, size = 10, font: PDFFont = regular, color = ink) =>
    p.drawText(s, { x, y, size, font, color });
  const right = (s: string, xRight: number, y: number, size = 10, font: PDFFont = regular) =>
    text(page, s, xRight - font.widthOfTextAtSize(s, size), y, size, font);

  let y = 790;
  text(page, title, 50, y, 18, bold);
  y -= 26;
  if (doc.kind === 'correction' && doc.correctedNumber) {
    text(page, `${L.corrects}: ${doc.correctedNumber}`, 50, y, 10, regular, muted);
    y -= 16;
  }
  text(page, `${L.issued}: ${date(doc.issuedAt)}`, 50, y);
  text(page, `${L.sold}: ${date(doc.paidAt ?? doc.issuedAt)}`, 250, y);
  text(page, `${L.place}: ${doc.seller.city}`, 420, y);
  y -= 36;

  const party = (label: string, p: InvoiceData, x: number, extra: string[] = []) => {
    let yy = y;
    text(page, label, x, yy, 11, bold);
    yy -= 16;
    for (const line of [
      p.companyName,
      `${p.street} ${p.number}`.trim(),
      `${p.postalCode} ${p.city}`.trim(),
      p.country,
      `${L.nip}: ${p.taxId}`,
      ...extra,
    ]) {
      text(page, line.slice(0, 60), x, yy);
      yy -= 14;
    }
    return yy;
  };
  const endSeller = party(L.seller, doc.seller, 50, [`${L.account}: ${doc.seller.bankAccount}`]);
  const endBuyer = party(L.buyer, doc.buyer, 320);
  y = Math.min(endSeller, endBuyer) - 20;

  // The one line: the plan bought for the offer.
  const cols = { no: 50, name: 75, qty: 300, net: 380, rate: 430, tax: 490, gross: 545 };
  page.drawRectangle({ x: 45, y: y - 6, width: 505, height: 20, color: rgb(0.93, 0.95, 0.97) });
  text(page, L.no, cols.no, y, 9, bold);
  text(page, L.name, cols.name, y, 9, bold);
  right(L.qty, cols.qty + 20, y, 9, bold);
  right(L.net, cols.net, y, 9, bold);
  right(L.rate, cols.rate, y, 9, bold);
  right(L.tax, cols.tax, y, 9, bold);
  right(L.gross, cols.gross, y, 9, bold);
  y -= 22;
  const money = (n: number) => formatMoney(n, doc.currency, locale);
  text(page, '1', cols.no, y, 9);
  text(page, doc.item.slice(0, 42), cols.name, y, 9);
  right('1', cols.qty + 20, y, 9);
  right(money(doc.net), cols.net, y, 9);
  right(`${VAT_RATE}%`, cols.rate, y, 9);
  right(money(doc.tax), cols.tax, y, 9);
  right(money(doc.gross), cols.gross, y, 9);
  y -= 10;
  page.drawLine({ start: { x: 45, y }, end: { x: 550, y }, thickness: 0.5, color: muted });
  y -= 16;
  text(page, L.total, cols.name, y, 9, bold);
  right(money(doc.net), cols.net, y, 9, bold);
  right(money(doc.tax), cols.tax, y, 9, bold);
  right(money(doc.gross), cols.gross, y, 9, bold);
  y -= 40;

  text(page, `${doc.gross < 0 ? L.refund : L.toPay}: ${money(Math.abs(doc.gross))}`, 50, y, 13, bold);
  y -= 18;
  text(page, `${L.words}: ${amountInWords(Math.abs(doc.gross), doc.currency, locale)}`, 50, y, 10);
  y -= 16;
  text(page, `${L.method}: ${doc.paymentMethod}`, 50, y, 10, regular, muted);
  if (doc.paidAt && doc.kind === 'invoice') text(page, `${L.paid}: ${date(doc.paidAt)}`, 320, y, 10, regular, muted);
  if (doc.kind === 'correction') {
    y -= 16;
    text(page, L.reason, 50, y, 10, regular, muted);
  }
  return pdf.save({ useObjectStreams: true });
}
