import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { POST as webhook } from '@/app/api/v1/payments/notifications/[provider]/route';
import { GET as statusRoute } from '@/app/api/v1/payments/[paymentId]/status/route';
import { POST as createRoute } from '@/app/api/v1/payments/route';
import { GET as pdfRoute } from '@/app/api/v1/invoices/[invoiceId]/pdf/route';
import { POST as devPay } from '@/app/api/dev/pay/[token]/route';
import { changeOfferState } from '@/features/offers/server/offer-writer/change-offer-state';
import { installDbHandle } from '@/lib/db/client';
import {
  auditLog,
  emailOutbox,
  embeddedPaymentNotifications,
  invoices,
  offerRevisions,
  offers,
  paymentProviderEvents,
  payments,
  plans,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer, insertCompany } from '@/tests/factories/employer';
import { inProcessSender, insertPayableOffer, paymentRequest, paymentWorld } from '@/tests/factories/payments';
import { callRoute } from '@/tests/http';
import { reconcilePayments } from './check';
import { invoiceYear } from './invoice-numbers';
import { setProviderForTests } from './providers';
import { deliverEmbeddedNotifications, signEmbedded, EMBEDDED_SIGNATURE_HEADER } from './providers/embedded';
import { StripeProvider } from './providers/stripe';
import { sessionIdOf } from './providers/types';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 0, seed: 5 });
const { tenant, companyId } = await paymentWorld(db);
const owner = await createEmployer(db, tenant, [{ companyId, right: 'owner' }]);
const recruiter = await createEmployer(db, tenant, [{ companyId, right: 'recruiter' }]);
const otherCompany = await insertCompany(db, tenant.id);
const stranger = await createEmployer(db, tenant, [{ companyId: otherCompany, right: 'owner' }]);
const [proPlan] = await db
  .select()
  .from(plans)
  .where(and(eq(plans.tenantId, tenant.id), eq(plans.key, 'pro')));
const year = invoiceYear(new Date());

const as = (who: { cookie: string }, extra: Record<string, string> = {}) => ({
  cookie: who.cookie,
  [CLIENT_ADDRESS_HEADER]: '127.0.0.1',
  ...extra,
});
const local = { [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };

async function startPayment(offerId: number, who = owner, extra: Record<string, unknown> = {}, key?: string) {
  const res = await callRoute(createRoute, '/api/v1/payments', {
    method: 'POST',
    headers: as(who, key ? { 'idempotency-key': key } : {}),
    body: paymentRequest(offerId, extra),
  });
  return res;
}
async function paymentOf(id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row!;
}
const statusOf = (id: number, who = owner) =>
  callRoute(statusRoute, `/api/v1/payments/${id}/status`, { params: { paymentId: String(id) }, headers: as(who) });
const pay = (token: string, body: Record<string, unknown>) =>
  callRoute(devPay, `/api/dev/pay/${token}`, { method: 'POST', params: { token }, headers: local, body });
const invoicesOf = (paymentId: number) => db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
const revisions = (offerId: number, action: 'publish' | 'extend') =>
  db
    .select()
    .from(offerRevisions)
    .where(and(eq(offerRevisions.offerId, offerId), eq(offerRevisions.action, action)));
const offerRow = async (id: number) => (await db.select().from(offers).where(eq(offers.id, id)))[0]!;
const deliverAll = (at = new Date()) => deliverEmbeddedNotifications(db, inProcessSender, { now: at });

describe(`payments on ${testDriver()}`, () => {
  it('pays: notifications twice and out of order publish once, number one invoice and queue its mail', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await startPayment(offer.id);
    expect(res.status).toBe(200);
    const paymentId = res.body.payment_id as number;
    expect(res.body.payment_request_url).toMatch(/\/dev\/pay\/[\w-]+$/);
    const payment = await paymentOf(paymentId);
    expect(payment).toMatchObject({
      status: 'pending',
      provider: 'embedded',
      grossAmount: proPlan!.grossPrice,
      returnUrl: '/employer/offers',
    });
    expect(payment.invoice.taxId).toBe('5252248481');

    // Nothing is paid before the provider says so: the poll asks the embedded provider, which knows nothing yet.
    expect((await statusOf(paymentId)).body).toEqual({ data: { status: 'pending' } });

    expect((await pay(payment.providerRef!, { action: 'pay', deliveries: 2, outOfOrder: true })).status).toBe(200);
    // The repeats are a second apart, the late PENDING after them: one pass a few seconds on takes all three, in order.
    const report = await deliverAll(new Date(Date.now() + 5_000));
    expect(report).toEqual({ sent: 3, retrying: 0, failed: 0 });

    const paid = await paymentOf(paymentId);
    expect(paid.status).toBe('paid');
    expect((await offerRow(offer.id)).status).toBe('published');
    expect(await revisions(offer.id, 'publish')).toHaveLength(1);
    const [invoice, ...more] = await invoicesOf(paymentId);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      year,
      grossAmount: proPlan!.grossPrice,
      netAmount: proPlan!.netPrice,
    });
    expect(invoice!.number).toBe(`FV/${year}/${invoice!.sequence}`);
    const events = await db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.paymentId, paymentId));
    expect(events.map((e) => e.type).sort()).toEqual(['paid', 'pending']);
    // The account's own mails (sign-up) go to the same address: count the invoice mails.
    const mails = (await db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email))).filter((m) =>
      m.subject.includes('FV/'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(invoice!.number);
    expect(mails[0]!.text).toContain(`/api/v1/invoices/${invoice!.id}/pdf`);
    expect((await statusOf(paymentId)).body).toEqual({ data: { status: 'paid' } });
    // The transaction is decided: the page cannot pay again.
    expect((await pay(payment.providerRef!, { action: 'fail' })).status).toBe(409);
  });

  it('makes one payment of a double click (same idempotency key), also at the same moment', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const key = `click-${offer.id}-abcdef`;
    const [a, b] = await Promise.all([startPayment(offer.id, owner, {}, key), startPayment(offer.id, owner, {}, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.payment_id).toBe(b.body.payment_id);
    expect(a.body.payment_request_url).toBe(b.body.payment_request_url);
    const c = await startPayment(offer.id, owner, {}, key);
    expect(c.body.payment_id).toBe(a.body.payment_id);
    const rows = await db.select().from(payments).where(eq(payments.offerId, offer.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses another company's offer (403) and hides another company's payment (404)", async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n;
    const res = await startPayment(offer.id, stranger);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBeTruthy();
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]!.n).toBe(before);
    const mine = await startPayment(offer.id);
    expect((await statusOf(mine.body.payment_id, stranger)).status).toBe(404);
    expect((await callRoute(statusRoute, '/api/v1/payments/1/status', { params: { paymentId: '1' } })).status).toBe(
      401,
    );
  });

  it('answers bad requests with localised field errors and changes nothing', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const noTerms = await startPayment(offer.id, owner, { accepted_regulations: false });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error.fields[0].field).toBe('accepted_regulations');
    const badNip = await startPayment(offer.id, owner, { invoice_tax_id: '1234567890' });
    expect(badNip.body.error.fields[0]).toMatchObject({
      field: 'invoice_tax_id',
      message: 'Ten NIP jest niepoprawny: sprawdź cyfry.',
    });
    const noPlan = await startPayment(offer.id, owner, { offer_type: 'platinum' });
    expect(noPlan.body.error.fields[0].field).toBe('offer_type');
    const extendDraft = await startPayment(offer.id, owner, { extend: true });
    expect(extendDraft.status).toBe(409);
    expect(await db.select().from(payments).where(eq(payments.offerId, offer.id))).toHaveLength(0);
  });

  it('fails, then a retry pays: the offer waited and goes live once', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const first = await startPayment(offer.id);
    await pay((await paymentOf(first.body.payment_id)).providerRef!, { action: 'fail' });
    await deliverAll();
    expect((await statusOf(first.body.payment_id)).body.data.status).toBe('failed');
    expect((await offerRow(offer.id)).status).toBe('pending_payment');
    expect(await invoicesOf(first.body.payment_id)).toHaveLength(0);

    const retry = await startPayment(offer.id);
    expect(retry.body.payment_id).not.toBe(first.body.payment_id);
    await pay((await paymentOf(retry.body.payment_id)).providerRef!, { action: 'pay' });
    await deliverAll();
    expect((await paymentOf(retry.body.payment_id)).status).toBe('paid');
    expect((await paymentOf(first.body.payment_id)).status).toBe('failed');
    expect((await offerRow(offer.id)).status).toBe('published');
    expect(await invoicesOf(retry.body.payment_id)).toHaveLength(1);
  });

  it('settles a lost redirect through the status poll; the late notification changes nothing', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await startPayment(offer.id);
    const id = res.body.payment_id as number;
    const lost = await pay((await paymentOf(id)).providerRef!, { action: 'payLoseRedirect' });
    expect(lost.body).toEqual({ redirect_to: null });
    expect(await deliverAll()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await statusOf(id)).body).toEqual({ data: { status: 'paid' } });
    expect((await offerRow(offer.id)).status).toBe('published');
    const late = await deliverAll(new Date(Date.now() + 11 * 60_000));
    expect(late.sent).toBe(1);
    expect(await invoicesOf(id)).toHaveLength(1);
    expect(await revisions(offer.id, 'publish')).toHaveLength(1);
  });

  it('publishes once and numbers one invoice under concurrent notifications and polls', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await startPayment(offer.id);
    const id = res.body.payment_id as number;
    const token = (await paymentOf(id)).providerRef!;
    await pay(token, { action: 'pay', deliveries: 3 });
    const queued = await db
      .select()
      .from(embeddedPaymentNotifications)
      .where(eq(embeddedPaymentNotifications.token, token));
    const send = (body: string) =>
      callRoute(webhook, '/api/v1/payments/notifications/embedded', {
        method: 'POST',
        params: { provider: 'embedded' },
        body,
        headers: { 'content-type': 'application/json', [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(body) },
      });
    const answers = await Promise.all([...queued.map((n) => send(n.body)), statusOf(id), statusOf(id, recruiter)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.slice(0, 3).map((a) => a.body.outcome);
    expect(outcomes.filter((o) => o === 'paid').length).toBeLessThanOrEqual(1);
    expect((await paymentOf(id)).status).toBe('paid');
    expect(await revisions(offer.id, 'publish')).toHaveLength(1);
    expect(await invoicesOf(id)).toHaveLength(1);
    const paidAudits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.paid'), eq(auditLog.subjectId, String(id))));
    expect(paidAudits).toHaveLength(1);
  });

  it('numbers invoices consecutively when different payments settle at once', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      const offer = await insertPayableOffer(db, tenant.id, companyId);
      const res = await startPayment(offer.id);
      made.push(res.body.payment_id as number);
      await pay((await paymentOf(res.body.payment_id)).providerRef!, { action: 'pay' });
    }
    await Promise.all(made.map((id) => statusOf(id)));
    const numbered = (await db.select().from(invoices).where(eq(invoices.year, year)))
      .map((i) => i.sequence)
      .sort((a, b) => a - b);
    expect(numbered).toEqual(numbered.map((_, i) => i + 1));
  });

  it('refuses a wrong signature, amount or currency and changes nothing', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await startPayment(offer.id);
    const id = res.body.payment_id as number;
    const token = (await paymentOf(id)).providerRef!;
    await pay(token, { action: 'pay' });
    const [n] = await db
      .select()
      .from(embeddedPaymentNotifications)
      .where(eq(embeddedPaymentNotifications.token, token));
    const genuine = JSON.parse(n!.body);
    const post = (body: string, signature: string) =>
      callRoute(webhook, '/api/v1/payments/notifications/embedded', {
        method: 'POST',
        params: { provider: 'embedded' },
        body,
        headers: { 'content-type': 'application/json', [EMBEDDED_SIGNATURE_HEADER]: signature },
      });
    expect((await post(n!.body, 'ab'.repeat(32))).status).toBe(400);
    expect((await post(n!.body, '')).status).toBe(400);
    const cheaper = JSON.stringify({ ...genuine, amount: 100, eventId: 'x1' });
    expect((await post(cheaper, signEmbedded(cheaper))).status).toBe(400);
    const euro = JSON.stringify({ ...genuine, currency: 'EUR', eventId: 'x2' });
    expect((await post(euro, signEmbedded(euro))).status).toBe(400);
    // A signed notification for an order the provider never booked (no verify) leaves it pending too.
    const forged = JSON.stringify({ ...genuine, orderId: '1', eventId: 'x3' });
    expect((await post(forged, signEmbedded(forged))).status).toBe(400);
    expect((await paymentOf(id)).status).toBe('pending');
    expect((await offerRow(offer.id)).status).toBe('pending_payment');
    expect(await db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.paymentId, id))).toHaveLength(
      0,
    );
    expect(await invoicesOf(id)).toHaveLength(0);
  });

  it('serves the invoice PDF to owners and admins of the company only', async () => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.companyId, companyId)).limit(1);
    const path = `/api/v1/invoices/${invoice!.id}/pdf`;
    const get = (who: { cookie: string }, query = '') =>
      callRouteRaw(path + query, { invoiceId: String(invoice!.id) }, as(who));
    const mine = await get(owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(owner, '?lang=en')).status).toBe(200);
    expect((await get(stranger)).status).toBe(404);
    expect((await get(recruiter)).status).toBe(403);
  });

  it('settles a zero-price order without the provider and without an invoice', async () => {
    await db.update(plans).set({ netPrice: 0, grossPrice: 0 }).where(eq(plans.id, proPlan!.id));
    try {
      const offer = await insertPayableOffer(db, tenant.id, companyId);
      const res = await startPayment(offer.id);
      expect(res.body.payment_request_url).toMatch(new RegExp(`/employer/payments/${res.body.payment_id}$`));
      expect((await paymentOf(res.body.payment_id)).status).toBe('paid');
      expect((await offerRow(offer.id)).status).toBe('published');
      expect(await invoicesOf(res.body.payment_id)).toHaveLength(0);
    } finally {
      await db
        .update(plans)
        .set({ netPrice: proPlan!.netPrice, grossPrice: proPlan!.grossPrice })
        .where(eq(plans.id, proPlan!.id));
    }
  });

  it('extends a published offer by the plan duration', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    await changeOfferState(db, [offer.id], 'publish');
    const before = (await offerRow(offer.id)).expiresAt!;
    const res = await startPayment(offer.id, owner, { extend: true });
    await pay((await paymentOf(res.body.payment_id)).providerRef!, { action: 'pay' });
    await deliverAll();
    const after = (await offerRow(offer.id)).expiresAt!;
    expect(Math.round((+after - +before) / 86_400_000)).toBe(30);
    expect(await revisions(offer.id, 'extend')).toHaveLength(1);
  });

  it('stays pending when asked, then completes; the reconciliation job settles what nobody polled', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await startPayment(offer.id);
    const id = res.body.payment_id as number;
    await pay((await paymentOf(id)).providerRef!, { action: 'stayPending', pendingSeconds: 30 });
    await deliverAll();
    expect((await statusOf(id)).body.data.status).toBe('started');
    await deliverAll(new Date(Date.now() + 31_000));
    expect((await paymentOf(id)).status).toBe('paid');

    const other = await insertPayableOffer(db, tenant.id, companyId);
    const lost = await startPayment(other.id);
    await pay((await paymentOf(lost.body.payment_id)).providerRef!, { action: 'payLoseRedirect' });
    const result = await reconcilePayments(db, new Date(Date.now() + 3 * 60_000));
    expect(result.paid).toBe(1);
    expect((await offerRow(other.id)).status).toBe('published');
  });

  it('takes a Stripe webhook signed by the SDK helper once, and refuses a bad signature', async () => {
    const secret = 'whsec_test_secret';
    const provider = new StripeProvider({ secretKey: 'sk_test_x', webhookSecret: secret });
    setProviderForTests('stripe', provider);
    try {
      const offer = await insertPayableOffer(db, tenant.id, companyId);
      const [row] = await db
        .insert(payments)
        .values({
          tenantId: tenant.id,
          offerId: offer.id,
          companyId,
          userId: owner.userId,
          planId: proPlan!.id,
          planKey: 'pro',
          status: 'pending',
          netAmount: proPlan!.netPrice,
          grossAmount: proPlan!.grossPrice,
          currency: 'PLN',
          invoice: (await paymentOf((await db.select().from(payments).limit(1))[0]!.id)).invoice,
          acceptedRegulations: true,
          returnUrl: '/employer/offers',
          provider: 'stripe',
          providerRef: `cs_test_${offer.id}`,
          idempotencyKey: `stripe-${offer.id}`,
        })
        .returning();
      const event = (id: string, type: string, paymentStatus: string) =>
        JSON.stringify({
          id,
          object: 'event',
          type,
          data: {
            object: {
              id: row!.providerRef,
              object: 'checkout.session',
              client_reference_id: sessionIdOf(row!.id),
              payment_status: paymentStatus,
              amount_total: Math.round(proPlan!.grossPrice * 100),
              currency: 'pln',
              payment_intent: 'pi_test_1',
            },
          },
        });
      const send = (payload: string, signature: string) =>
        callRoute(webhook, '/api/v1/payments/notifications/stripe', {
          method: 'POST',
          params: { provider: 'stripe' },
          body: payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        });
      const stripe = new Stripe('sk_test_x');
      const sign = (payload: string, s = secret) => stripe.webhooks.generateTestHeaderString({ payload, secret: s });
      const unpaid = event('evt_1', 'checkout.session.completed', 'unpaid');
      expect((await send(unpaid, sign(unpaid))).body.outcome).toBe('started');
      const paidLater = event('evt_2', 'checkout.session.async_payment_succeeded', 'paid');
      expect((await send(paidLater, sign(paidLater, 'whsec_other'))).status).toBe(400);
      expect((await paymentOf(row!.id)).status).toBe('started');
      const first = await send(paidLater, sign(paidLater));
      const again = await send(paidLater, sign(paidLater));
      expect([first.body.outcome, again.body.outcome]).toEqual(['paid', 'duplicate']);
      expect((await offerRow(offer.id)).status).toBe('published');
      expect(await invoicesOf(row!.id)).toHaveLength(1);
    } finally {
      setProviderForTests('stripe', null);
    }
  });
});

async function callRouteRaw(path: string, params: Record<string, string>, headers: Record<string, string>) {
  const { NextRequest } = await import('next/server');
  const request = new NextRequest(`http://it.localhost${path}`, { headers: { host: 'it.localhost', ...headers } });
  const res = await pdfRoute(request, { params: Promise.resolve(params) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
