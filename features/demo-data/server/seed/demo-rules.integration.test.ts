import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  billingDataSchema,
  clausesSchema,
  companyDataSchema,
  COMPANY_PLACEHOLDER,
} from '@/features/employer-company/validation';
import { convertDraft } from '@/features/offer-form/server/convert-draft';
import { draftShape } from '@/features/offer-form/server/draft-content';
import { draftForPayment } from '@/features/offer-form/server/draft-payment';
import { saveDraft } from '@/features/offer-form/server/drafts';
import { startDraftFromOffer } from '@/features/offer-form/server/start-draft-from-offer';
import { offerToShape } from '@/features/offer-form/server/offer-shape';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { offerFormIssues } from '@/features/offer-form/form-rules';
import { getOfferBySlugOrThrow } from '@/features/offers/server/offer-detail-service';
import { invoiceIssues, type PaymentInvoiceField } from '@/features/payments/invoice-check';
import { paymentRequestSchema } from '@/features/payments/schemas';
import { requestPayment } from '@/features/payments/server/create-payment';
import { deliverEmbeddedNotifications, simulateEmbeddedPayment } from '@/features/payments/server/providers/embedded';
import { installDbHandle } from '@/lib/db/client';
import { companies, invoices, offerDrafts, offers, payments, tenants } from '@/lib/db/schema';
import { logoThumbKey } from '@/lib/storage/company-logo-keys';
import { getStorage } from '@/lib/storage/storage';
import { listTenants, type Tenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { inProcessSender } from '@/tests/factories/payments';
import { BIZ_CATEGORIES, IT_CATEGORIES } from './data/categories';
import { OFFICES } from './data/offices';
import { demoUserId } from './employers';
import { demoTitle, SENIORITY_TITLE } from './offers';
import { seedDemo } from '.';

/**
 * The demo data is what a real employer would have entered: every demo offer can be duplicated, saved
 * unchanged through the summary step and published (the offer form's full validation, on the server), and
 * every demo company's data passes the company rules the panel and the payment step check.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 240, seed: 42 });
const boards = await listTenants(db);
const boardOf = (id: number) => boards.find((b) => b.id === id) as Tenant;

/** What a duplicate keeps of its source (the address, the end date and the limits are the copy's own). */
async function content(offerId: number) {
  const { slug: _slug, expiredAt: _expiredAt, limits: _limits, ...rest } = await offerToShape(db, offerId);
  return rest;
}

describe(`the demo data against the rules (${testDriver()})`, () => {
  it('duplicates every demo offer, saves it unchanged through the summary step and publishes it', async () => {
    const all = await db
      .select({ id: offers.id, tenantId: offers.tenantId, companyId: offers.companyId })
      .from(offers)
      .where(inArray(offers.status, ['published', 'expired']))
      .orderBy(asc(offers.id));
    expect(new Set(all.map((o) => o.tenantId)).size).toBe(2);
    const refused: string[] = [];
    for (const source of all) {
      const started = await startDraftFromOffer(db, boardOf(source.tenantId), {
        companyId: source.companyId,
        userId: demoUserId('employer@demo.wakat.test'),
        offerId: source.id,
        mode: 'duplicate',
      });
      const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
      try {
        // The summary step: the full validation, the draft saved as it came.
        await saveDraft(db, draft!, draftShape(draft!), { summarise: true });
        const [saved] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
        const { offerId } = await db.transaction((tx) =>
          convertDraft(tx, saved!.id, { status: 'published', userId: null }),
        );
        expect(await content(offerId), `offer ${source.id}`).toEqual(await content(source.id));
      } catch (error) {
        const fields = (error as { details?: { fields?: { field: string }[] } }).details?.fields;
        refused.push(`offer ${source.id}: ${fields ? fields.map((f) => f.field).join(', ') : String(error)}`);
      }
    }
    expect(refused).toEqual([]);
  }, 600_000);

  it('gives offers only titles the form accepts, whatever the role and seniority drawn', () => {
    const roles = [...IT_CATEGORIES, ...BIZ_CATEGORIES].flatMap((c) => [
      ...(c.roles ?? []),
      ...(c.children ?? []).flatMap((s) => s.roles),
    ]);
    const titles = roles.flatMap((role) =>
      Object.entries(SENIORITY_TITLE).flatMap(([seniority, words]) =>
        words.map((word) => demoTitle(seniority as keyof typeof SENIORITY_TITLE, word, role)),
      ),
    );
    expect(titles.length).toBeGreaterThan(500);
    const refused = titles.filter((title) =>
      offerFormIssues({ ...defaultOfferFormValues(), jobPositionName: title }, { strength: 'draft' }).some(
        (i) => i.path[0] === 'jobPositionName',
      ),
    );
    expect(refused).toEqual([]);
  });

  it('keeps for every demo company data the company rules accept, a stored logo and Polish invoice data', async () => {
    const rows = await db.select().from(companies).orderBy(asc(companies.id));
    expect(rows.length).toBeGreaterThan(200);
    const storage = getStorage();
    const problems: string[] = [];
    for (const c of rows) {
      const company = companyDataSchema.safeParse({ name: c.name, size: c.size, website: c.websiteUrl });
      if (!company.success) problems.push(`${c.name}: company data ${company.error.message}`);
      const clauses = clausesSchema.safeParse({
        informationClause: c.clauses.informationClause ?? '',
        futureConsentEnabled: Boolean(c.clauses.futureConsent),
        futureConsent: c.clauses.futureConsent ?? '',
        customConsentEnabled: Boolean(c.clauses.customConsent),
        customConsent: c.clauses.customConsent ?? '',
      });
      if (c.clauses.informationClause !== undefined && !clauses.success)
        problems.push(`${c.name}: clauses ${clauses.error.message}`);
      const billing = c.billingData!;
      // Stored as the billing page stores it: the same values come back from its schema.
      expect(billingDataSchema.parse(billing)).toEqual(billing);
      const invoice: Record<PaymentInvoiceField, string> = {
        invoice_company_name: billing.companyName,
        invoice_tax_id: billing.taxId,
        invoice_street: billing.street,
        invoice_number: billing.number,
        invoice_postal_code: billing.postalCode,
        invoice_city: billing.city,
        invoice_country: billing.country,
      };
      for (const issue of invoiceIssues(invoice)) problems.push(`${c.name}: ${issue.field} ${issue.issue}`);
      expect(billing.country).toBe('PL');
      // The name as the company is registered, its legal form once; a real office: street, postal code, city.
      expect(billing.companyName).toBe(c.name);
      expect(billing.companyName).not.toMatch(/(sp\. z o\.o\.|S\.A\.).*\1/i);
      expect(OFFICES).toContainEqual({ street: billing.street, postalCode: billing.postalCode, city: billing.city });
      // The logo is stored as uploads are: a PNG and its card thumbnail.
      expect(c.logoKey, c.name).toMatch(/^company-logos\/demo-[0-9a-f]+\.png$/);
      const [full, thumb] = await Promise.all([storage.get(c.logoKey!), storage.get(logoThumbKey(c.logoKey!))]);
      expect((await sharp(full!).metadata()).format).toBe('png');
      expect((await sharp(thumb!).metadata()).width).toBe(96);
    }
    expect(problems).toEqual([]);
    // Generated per company: two companies never share a logo.
    expect(new Set(rows.map((c) => c.logoKey)).size).toBe(rows.length);
  });

  it('fills the company name into the consents candidates read on the offer page', async () => {
    const [row] = await db
      .select({ slug: offers.slug, tenantId: offers.tenantId, name: companies.name, consent: offers.futureConsent })
      .from(offers)
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(eq(offers.status, 'published'))
      .orderBy(asc(offers.id))
      .limit(50)
      .then((list) => list.filter((o) => o.consent.enabled));
    expect(row!.consent.value).toContain(COMPANY_PLACEHOLDER);
    const detail = await getOfferBySlugOrThrow(db, boardOf(row!.tenantId), row!.slug);
    expect(detail.futureConsent).toContain(row!.name);
    expect(detail.futureConsent).not.toContain(COMPANY_PLACEHOLDER);
    expect(detail.informationClause).toContain(row!.name);
  });

  it('invoices a demo company with its own invoice data, its legal form once', async () => {
    const [board] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'it'));
    const [source] = await db
      .select()
      .from(offers)
      .where(eq(offers.tenantId, board!.id))
      .orderBy(asc(offers.id))
      .limit(1);
    const [company] = await db.select().from(companies).where(eq(companies.id, source!.companyId));
    const started = await startDraftFromOffer(db, boardOf(board!.id), {
      companyId: company!.id,
      userId: demoUserId('employer@demo.wakat.test'),
      offerId: source!.id,
      mode: 'duplicate',
    });
    const [draft] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
    // The payment step sends no invoice fields: the company's invoice data on file is used as it is.
    const input = paymentRequestSchema.parse({
      offer_type: draft!.planKey,
      draft_id: draft!.id,
      accepted_regulations: true,
    });
    const { paymentId } = await requestPayment(
      db,
      { tenant: boardOf(board!.id), companyId: company!.id, userId: null, locale: 'pl' },
      input,
      null,
      draftForPayment(draft!, null),
    );
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    await simulateEmbeddedPayment(db, payment!.providerRef!, 'pay');
    await deliverEmbeddedNotifications(db, inProcessSender, { now: new Date(Date.now() + 10_000) });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    expect(invoice!.buyer).toEqual(company!.billingData);
  });
});
