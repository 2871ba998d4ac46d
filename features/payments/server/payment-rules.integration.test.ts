import { and, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { POST as webhook } from '@/app/api/v1/payments/notifications/[provider]/route';
import { GET as statusRoute } from '@/app/api/v1/payments/[paymentId]/status/route';
import { POST as createRoute } from '@/app/api/v1/payments/route';
import { POST as devPay } from '@/app/api/dev/pay/[token]/route';
import { GET as byCursor } from '@/app/api/v2/user-panel/offers/by-cursor/route';
import { POST as backToDraftRoute } from '@/app/api/v2/employer-panel/offers/[idOrSlug]/back-to-draft/route';
import { DELETE as deletePendingRoute } from '@/app/api/v2/employer-panel/offers/[idOrSlug]/pending-payment/route';
import { GET as panelOffers } from '@/app/api/v2/employer-panel/offers/route';
import { DELETE as deleteOfferRoute } from '@/app/api/v1/offers/[slug]/route';
import { boardVersion } from '@/features/offers/server/board-version';
import { changeOfferState } from '@/features/offers/server/offer-writer/change-offer-state';
import { installDbHandle } from '@/lib/db/client';
import {
  embeddedPaymentTransactions,
  invoices,
  offerDrafts,
  offers,
  paymentProviderEvents,
  payments,
  plans,
} from '@/lib/db/schema';
import { seedDemo } from '@/features/demo-data/server/seed';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { logger } from '@/lib/log';
import { createTestDb, testDriver } from '@/tests/db';
import { createEmployer } from '@/tests/factories/employer';
import { inProcessSender, insertPayableOffer, paymentRequest, paymentWorld } from '@/tests/factories/payments';
import { callRoute } from '@/tests/http';
import { settlePayment } from './settle';
import { setProviderForTests } from './providers';
import { deliverEmbeddedNotifications, EMBEDDED_SIGNATURE_HEADER, signEmbedded } from './providers/embedded';
import { p24NotificationSign, Przelewy24Provider } from './providers/przelewy24';
import { sessionIdOf, toMinor } from './providers/types';

const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 0, seed: 11 });
const { tenant, companyId } = await paymentWorld(db);
const owner = await createEmployer(db, tenant, [{ companyId, right: 'owner' }]);
const planOf = async (key: string) =>
  (
    await db
      .select()
      .from(plans)
      .where(and(eq(plans.tenantId, tenant.id), eq(plans.key, key)))
  )[0]!;
const [basic, pro, premium] = await Promise.all([planOf('basic'), planOf('pro'), planOf('premium')]);

const headers = { cookie: owner.cookie, [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };
const local = { [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };
const start = (offerId: number, extra: Record<string, unknown> = {}) =>
  callRoute(createRoute, '/api/v1/payments', { method: 'POST', headers, body: paymentRequest(offerId, extra) });
const paymentOf = async (id: number) => (await db.select().from(payments).where(eq(payments.id, id)))[0]!;
const offerRow = async (id: number) => (await db.select().from(offers).where(eq(offers.id, id)))[0]!;
const paymentsOfOffer = (offerId: number) => db.select().from(payments).where(eq(payments.offerId, offerId));
const pay = (token: string, body: Record<string, unknown>) =>
  callRoute(devPay, `/api/dev/pay/${token}`, { method: 'POST', params: { token }, headers: local, body });
const deliverAll = (at = new Date(Date.now() + 5_000)) =>
  deliverEmbeddedNotifications(db, inProcessSender, { now: at });
const statusOf = (id: number) =>
  callRoute(statusRoute, `/api/v1/payments/${id}/status`, { params: { paymentId: String(id) }, headers });
const embeddedNotification = (
  paymentId: number,
  status: string,
  amount: number,
  eventId: string,
  orderId = '123456789',
) => {
  const body = JSON.stringify({
    sessionId: sessionIdOf(paymentId),
    token: 'x',
    orderId,
    amount,
    currency: 'PLN',
    status,
    eventId,
  });
  return callRoute(webhook, '/api/v1/payments/notifications/embedded', {
    method: 'POST',
    params: { provider: 'embedded' },
    body,
    headers: { [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(body) },
  });
};

/** The provider's "paid" for a payment, settled at a given moment (as the webhook would). */
const settlePaidAt = (paymentId: number, gross: number, now: Date) =>
  settlePayment(
    db,
    'embedded',
    {
      eventId: `test:${paymentId}`,
      sessionId: sessionIdOf(paymentId),
      status: 'paid',
      amount: toMinor(gross),
      currency: 'PLN',
      payload: {},
    },
    { now },
  );

const DAY = 86_400_000;

describe(`payment rules on ${testDriver()}`, () => {
  it('charges the plan of the offer: another offer_type is 409 and nothing is written; an extension too', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId, { planKey: 'premium' });
    const cheaper = await start(offer.id, { offer_type: 'basic' });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body.error.message).toMatch(/innego planu/);
    expect(await paymentsOfOffer(offer.id)).toHaveLength(0);
    expect((await offerRow(offer.id)).status).toBe('pending_payment');

    const right = await start(offer.id, { offer_type: 'premium' });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const payment = await paymentOf(right.body.payment_id);
    expect(payment).toMatchObject({ planKey: 'premium', grossAmount: premium.grossPrice });
    expect(payment.limits).toEqual(premium.limits);

    const live = await insertPayableOffer(db, tenant.id, companyId, { planKey: 'basic', status: 'published' });
    await changeOfferState(db, [live.id], 'publish');
    const extendDearer = await start(live.id, { extend: true, offer_type: 'premium' });
    expect(extendDearer.status).toBe(409);
    const extend = await start(live.id, { extend: true, offer_type: 'basic' });
    expect(extend.status, JSON.stringify(extend.body)).toBe(200);
    expect(await paymentOf(extend.body.payment_id)).toMatchObject({ planKey: 'basic', grossAmount: basic.grossPrice });
  });

  it('settles exactly what was paid (plan, limits, duration), whatever the offer carries by then', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId, { planKey: 'basic' });
    const res = await start(offer.id, { offer_type: 'basic' });
    const paymentId = res.body.payment_id as number;
    // The offer is changed to Premium behind the payment's back (an edit, an admin): Basic was paid.
    await db.update(offers).set({ planKey: 'premium', limits: premium.limits }).where(eq(offers.id, offer.id));
    const now = new Date();
    const outcome = await settlePaidAt(paymentId, basic.grossPrice, now);
    expect(outcome.outcome).toBe('paid');
    const row = await offerRow(offer.id);
    expect(row).toMatchObject({ status: 'published', planKey: 'basic', limits: basic.limits });
    expect(row.expiresAt!.getTime()).toBe(now.getTime() + basic.limits.durationInDays * DAY);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
    expect(invoice!.grossAmount).toBe(basic.grossPrice);
  });

  it('an extension paid after the offer was finished publishes it again for the paid duration', async () => {
    const live = await insertPayableOffer(db, tenant.id, companyId, { planKey: 'basic', status: 'published' });
    await changeOfferState(db, [live.id], 'publish');
    const extend = await start(live.id, { extend: true, offer_type: 'basic' });
    expect(extend.status, JSON.stringify(extend.body)).toBe(200);
    // The employer finishes the ad while the payer is still on the provider's page.
    await changeOfferState(db, [live.id], 'finish');
    const now = new Date();
    expect((await settlePaidAt(extend.body.payment_id, basic.grossPrice, now)).outcome).toBe('paid');
    const row = await offerRow(live.id);
    expect(row).toMatchObject({ status: 'published', planKey: 'basic' });
    expect(row.expiresAt!.getTime()).toBe(now.getTime() + basic.limits.durationInDays * DAY);
  });

  it('deleting an ended offer voids its open extension in the same step; a payer in the middle keeps it', async () => {
    const ended = await insertPayableOffer(db, tenant.id, companyId, { planKey: 'basic', status: 'published' });
    await changeOfferState(db, [ended.id], 'publish');
    const extend = await start(ended.id, { extend: true, offer_type: 'basic' });
    expect(extend.status, JSON.stringify(extend.body)).toBe(200);
    await changeOfferState(db, [ended.id], 'finish');
    const remove = () =>
      callRoute(deleteOfferRoute, `/api/v1/offers/${ended.slug}`, {
        method: 'DELETE',
        params: { slug: ended.slug },
        headers,
      });
    await db.update(payments).set({ status: 'started' }).where(eq(payments.id, extend.body.payment_id));
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/w toku/);
    expect((await offerRow(ended.id)).status).toBe('finished');
    await db.update(payments).set({ status: 'pending' }).where(eq(payments.id, extend.body.payment_id));

    expect((await remove()).status).toBe(204);
    expect((await offerRow(ended.id)).status).toBe('deleted');
    const voided = await paymentOf(extend.body.payment_id);
    expect(voided.status).toBe('cancelled');
    // The provider's page can no longer take it, so no money comes in for an offer that is gone.
    expect((await pay(voided.providerRef!, { action: 'pay' })).status).toBe(409);
  });

  it('a second attempt reuses the open payment; a cancelled one is reported as cancelled, then a new one is made', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const first = await start(offer.id);
    const again = await start(offer.id, { invoice_company_name: 'Acme Polska sp. z o.o.' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await paymentsOfOffer(offer.id)).toHaveLength(1);
    expect((await paymentOf(first.body.payment_id)).invoice.companyName).toBe('Acme Polska sp. z o.o.');

    // Two requests at the same moment: still one payment.
    const [a, b] = await Promise.all([start(offer.id), start(offer.id)]);
    expect(a.body.payment_id).toBe(first.body.payment_id);
    expect(b.body.payment_id).toBe(first.body.payment_id);

    const payment = await paymentOf(first.body.payment_id);
    expect((await pay(payment.providerRef!, { action: 'cancel', deliveries: 2, outOfOrder: true })).status).toBe(200);
    await deliverAll();
    expect((await paymentOf(payment.id)).status).toBe('cancelled');
    expect((await statusOf(payment.id)).body).toEqual({ data: { status: 'cancelled' } });
    // The late PENDING and the repeat changed nothing; a pending after a cancel is ignored.
    const events = await db.select().from(paymentProviderEvents).where(eq(paymentProviderEvents.paymentId, payment.id));
    expect(events.map((e) => e.type).sort()).toEqual(['cancelled', 'pending']);

    const next = await start(offer.id);
    expect(next.body.payment_id).not.toBe(payment.id);
    expect(await paymentsOfOffer(offer.id)).toHaveLength(2);
  });

  it('a lost redirect: the panel shows the payment in progress (no second "pay"), and a new attempt finds it paid', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const first = await start(offer.id);
    const payment = await paymentOf(first.body.payment_id);
    const list = async () => {
      const res = await callRoute(panelOffers, '/api/v2/employer-panel/offers?state=pending_payment&pageSize=100', {
        headers,
      });
      return (res.body.data as { id: number; actions: string[] }[]).find((o) => o.id === offer.id);
    };
    expect((await list())!.actions).toEqual(['paymentInProgress', 'backToDraft', 'delete']);
    const lost = await pay(payment.providerRef!, { action: 'payLoseRedirect' });
    expect(lost.body.redirect_to).toBeNull();
    // Paying again asks the provider first: the payment is settled, the offer is live, no second payment.
    const again = await start(offer.id);
    expect(again.status).toBe(409);
    expect(await paymentsOfOffer(offer.id)).toHaveLength(1);
    expect((await paymentOf(payment.id)).status).toBe('paid');
    expect((await offerRow(offer.id)).status).toBe('published');
  });

  it('a pending offer goes back to an editable draft or is deleted; its open payment is voided', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const [draft] = await db
      .insert(offerDrafts)
      .values({
        tenantId: tenant.id,
        companyId,
        slug: `${offer.slug}-d`,
        tokenHash: `hash-${offer.slug}`,
        tokenExpiresAt: new Date(Date.now() + DAY),
        planKey: 'pro',
        mode: 'create',
        state: 'converted',
        offerId: offer.id,
        content: {},
      })
      .returning();
    const first = await start(offer.id);
    const payment = await paymentOf(first.body.payment_id);
    const back = await callRoute(backToDraftRoute, `/api/v2/employer-panel/offers/${offer.id}/back-to-draft`, {
      method: 'POST',
      params: { idOrSlug: String(offer.id) },
      headers,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual({ draft_id: draft!.id });
    const [reopened] = await db.select().from(offerDrafts).where(eq(offerDrafts.id, draft!.id));
    expect(reopened).toMatchObject({ state: 'workInProgress', offerId: null });
    expect((await offerRow(offer.id)).status).toBe('deleted');
    expect((await paymentOf(payment.id)).status).toBe('cancelled');
    // The provider's page can no longer take the voided attempt.
    const [t] = await db
      .select()
      .from(embeddedPaymentTransactions)
      .where(eq(embeddedPaymentTransactions.paymentId, payment.id));
    expect(t!.status).toBe('cancelled');
    expect((await pay(payment.providerRef!, { action: 'pay' })).status).toBe(409);

    // Delete: a payer in the middle of paying (started) keeps the offer; otherwise it goes, the payment voided.
    const other = await insertPayableOffer(db, tenant.id, companyId);
    const started = await start(other.id);
    await db.update(payments).set({ status: 'started' }).where(eq(payments.id, started.body.payment_id));
    const del = () =>
      callRoute(deletePendingRoute, `/api/v2/employer-panel/offers/${other.id}/pending-payment`, {
        method: 'DELETE',
        params: { idOrSlug: String(other.id) },
        headers,
      });
    const refused = await del();
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/w toku/);
    expect((await offerRow(other.id)).status).toBe('pending_payment');
    await db.update(payments).set({ status: 'pending' }).where(eq(payments.id, started.body.payment_id));
    expect((await del()).status).toBe(200);
    expect((await offerRow(other.id)).status).toBe('deleted');
    expect((await paymentOf(started.body.payment_id)).status).toBe('cancelled');
    expect((await del()).status).toBe(404);
  });

  it('a paid offer is in the list’s next answer: settlement bumps the board generation', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const title = (await offerRow(offer.id)).title;
    const byTitle = async () => {
      const res = await callRoute(
        byCursor,
        `/api/v2/user-panel/offers/by-cursor?itemsCount=100&keyword=${encodeURIComponent(title)}`,
        {
          headers: local,
        },
      );
      return (res.body.data as { slug: string }[]).map((o) => o.slug);
    };
    expect(await byTitle()).not.toContain(offer.slug);
    const before = boardVersion(tenant.id);
    const res = await start(offer.id);
    const payment = await paymentOf(res.body.payment_id);
    await pay(payment.providerRef!, { action: 'pay' });
    await deliverAll();
    expect((await paymentOf(payment.id)).status).toBe('paid');
    expect(boardVersion(tenant.id)).toBeGreaterThan(before);
    expect(await byTitle()).toContain(offer.slug);
  });

  it('numbers an invoice paid at 23:30 UTC on 31 December in the new year (Warsaw time)', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await start(offer.id);
    const newYearsEve = new Date('2026-12-31T23:30:00Z');
    await settlePaidAt(res.body.payment_id, pro.grossPrice, newYearsEve);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentId, res.body.payment_id));
    expect(invoice).toMatchObject({ year: 2027, sequence: 1, number: 'FV/2027/1' });
    // An hour earlier, still 2026 in Warsaw as in UTC.
    const other = await insertPayableOffer(db, tenant.id, companyId);
    const second = await start(other.id);
    await settlePaidAt(second.body.payment_id, pro.grossPrice, new Date('2026-12-31T22:30:00Z'));
    const [earlier] = await db.select().from(invoices).where(eq(invoices.paymentId, second.body.payment_id));
    expect(earlier!.year).toBe(2026);
  });

  it('duplicate and reordered notifications: paid once, a late PENDING or FAILED changes nothing', async () => {
    const offer = await insertPayableOffer(db, tenant.id, companyId);
    const res = await start(offer.id);
    const payment = await paymentOf(res.body.payment_id);
    const amount = toMinor(payment.grossAmount);
    // A PENDING first, then PAID twice, then a late FAILED.
    await pay(payment.providerRef!, { action: 'pay' });
    const [t] = await db
      .select({ orderId: embeddedPaymentTransactions.orderId })
      .from(embeddedPaymentTransactions)
      .where(eq(embeddedPaymentTransactions.paymentId, payment.id));
    expect((await embeddedNotification(payment.id, 'pending', amount, 'e:pending')).body.outcome).toBe('started');
    const paid = await embeddedNotification(payment.id, 'paid', amount, 'e:paid', t!.orderId!);
    expect(paid.body.outcome).toBe('paid');
    expect((await embeddedNotification(payment.id, 'paid', amount, 'e:paid', t!.orderId!)).body.outcome).toBe(
      'duplicate',
    );
    expect((await embeddedNotification(payment.id, 'failed', amount, 'e:failed')).body.outcome).toBe('ignored');
    expect((await embeddedNotification(payment.id, 'cancelled', amount, 'e:cancel')).body.outcome).toBe('ignored');
    expect((await paymentOf(payment.id)).status).toBe('paid');
    expect(await db.select().from(invoices).where(eq(invoices.paymentId, payment.id))).toHaveLength(1);
  });

  describe('webhooks answer no 5xx', () => {
    afterEach(() => {
      setProviderForTests('przelewy24', null);
      vi.restoreAllMocks();
    });

    it('a provider this install is not configured for has no webhook: 404', async () => {
      for (const provider of ['stripe', 'przelewy24'])
        expect(
          (
            await callRoute(webhook, `/api/v1/payments/notifications/${provider}`, {
              method: 'POST',
              params: { provider },
              body: '{"sign":"x"}',
            })
          ).status,
        ).toBe(404);
    });

    it('Przelewy24: checked against the stored order before verify; a failing verify is a 503 with one log line', async () => {
      const offer = await insertPayableOffer(db, tenant.id, companyId);
      const res = await start(offer.id);
      const paymentId = res.body.payment_id as number;
      // The payment was made with the embedded provider; move it to Przelewy24 for this test.
      await db.update(payments).set({ provider: 'przelewy24' }).where(eq(payments.id, paymentId));
      let verifyAnswer: () => Response = () => new Response('{"error":"down"}', { status: 500 });
      const calls: string[] = [];
      const provider = new Przelewy24Provider({
        merchantId: 1000,
        posId: 1000,
        apiKey: 'api',
        crc: 'crc-key',
        sandbox: true,
        fetch: (async (url: string) => {
          calls.push(String(url));
          return verifyAnswer();
        }) as typeof fetch,
      });
      setProviderForTests('przelewy24', provider);
      const notify = (amount: number, currency = 'PLN') => {
        const n = {
          merchantId: 1000,
          posId: 1000,
          sessionId: sessionIdOf(paymentId),
          amount,
          originAmount: amount,
          currency,
          orderId: 77,
          methodId: 1,
          statement: 'p24',
        };
        return callRoute(webhook, '/api/v1/payments/notifications/przelewy24', {
          method: 'POST',
          params: { provider: 'przelewy24' },
          body: JSON.stringify({ ...n, sign: p24NotificationSign(n, 'crc-key') }),
        });
      };
      const gross = toMinor(pro.grossPrice);
      // Signed, but not our order's amount or currency: refused before the provider is asked.
      expect((await notify(gross - 1)).status).toBe(400);
      expect((await notify(gross, 'EUR')).status).toBe(400);
      expect(calls).toEqual([]);

      const warn = vi.spyOn(logger, 'warn');
      const error = vi.spyOn(logger, 'error');
      const unavailable = await notify(gross);
      expect(unavailable.status).toBe(503);
      expect(calls).toHaveLength(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls[0])).not.toMatch(/"stack"|at .*\.ts:/);
      expect(error).not.toHaveBeenCalled();
      expect((await paymentOf(paymentId)).status).toBe('pending');

      // The provider retries once it is back: booked and paid.
      verifyAnswer = () => new Response('{"data":{"status":"success"}}', { status: 200 });
      const ok = await notify(gross);
      expect(ok.status).toBe(200);
      expect((await paymentOf(paymentId)).status).toBe('paid');
    });
  });
});
