import { wholeCompany } from '@/lib/auth/employer-scope';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { seedDemo } from '@/features/demo-data/server/seed';
import { changeOfferState } from '@/features/offers/server/public';
import { paymentRequestSchema } from '@/features/payments/schemas';
import { requestPayment } from '@/features/payments/server/create-payment';
import { handleNotification } from '@/features/payments/server/check';
import { withdrawPendingOffer } from '@/features/payments/server/pending-offer';
import {
  deliverEmbeddedNotifications,
  EMBEDDED_SIGNATURE_HEADER,
  signEmbedded,
  simulateEmbeddedPayment,
  type EmbeddedAction,
} from '@/features/payments/server/providers/embedded';
import { installDbHandle, type Db } from '@/lib/db/client';
import { AppError } from '@/lib/http/errors';
import { companies, embeddedPaymentTransactions, offerDrafts, offers, payments, plans } from '@/lib/db/schema';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { createTestDb, testDriver } from '@/tests/db';
import { insertCompany } from '@/tests/factories/employer';
import { insertSavedDraft } from '@/tests/factories/offer-drafts';
import { BILLING, inProcessSender } from '@/tests/factories/payments';
import { insertPromoCode } from '@/tests/factories/plans';
import { redeemCode } from './codes';
import { companyOffer, deleteOffer } from './company-offers';
import { draftForPayment, offerToPayFor } from './draft-payment';
import { type DraftRow } from './drafts';
import { startDraftFromOffer } from './start-draft-from-offer';

/**
 * A model of an employer's drafts, offers, codes and payments, driven by fast-check's commands through the
 * service functions: create a draft (valid or with gaps, on any plan), publish it with a code, take it to
 * the payment step, request a payment for it (also with a wrong NIP or another plan), pay, fail, cancel or
 * lose the redirect at the embedded provider, deliver late, duplicate and reordered notifications, extend an
 * offer with a code or by payment, take a pending offer back to a draft or delete it, finish, delete. After
 * every step the database must agree with the model and hold the invariants: what was paid for an offer is
 * the price of the plan it got, times the publications and extensions it got for money; a code's uses are
 * its redemptions, each with one publication or extension; no draft is converted without its offer;
 * invoice numbers are unique and consecutive; a pending-payment offer can always be paid again, taken back
 * to a draft or deleted (the commands expect exactly that of every pending offer). A failing walk prints its
 * seed: `MODEL_SEED=<seed> npx vitest run publish-model` replays it.
 */
const handle = await createTestDb();
installDbHandle(handle);
const { db } = handle;
await seedDemo(handle, { offers: 2, seed: 13 });
const tenant = await resolveTenant('it.localhost', db);
const planRows = await db.select().from(plans).where(eq(plans.tenantId, tenant.id));
const price = new Map(planRows.map((p) => [p.key, p.grossPrice]));
const duration = new Map(planRows.map((p) => [p.key, p.limits.durationInDays]));
const PLANS = ['basic', 'pro', 'premium'] as const;
const DAY = 86_400_000;

type OfferState = 'published' | 'pending_payment' | 'finished' | 'deleted';
interface Payment {
  id: number;
  offerId: number;
  extend: boolean;
  planKey: string;
  token: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  /** The transaction at the provider: decided once by the buyer (or voided by us). */
  provider: 'new' | 'paid' | 'failed' | 'cancelled';
  /** A lost redirect: paid at the provider, its notification not delivered yet. */
  notificationDue: boolean;
}
interface Model {
  drafts: { id: number; valid: boolean; planKey: string; offerId: number | null }[];
  offers: Map<number, OfferState>;
  codes: { id: number; code: string; kind: 'publish' | 'extend'; maxUses: number; redeemedBy: Set<number> }[];
  payments: Payment[];
  /** Publications and extensions an offer got for money. */
  paidGrants: Map<number, number>;
}
interface Real {
  db: Db;
  companyId: number;
}
type Command = fc.AsyncCommand<Model, Real>;

const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

class NewDraft implements Command {
  constructor(
    readonly valid: boolean,
    readonly planKey: string = 'pro',
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const draft = await insertSavedDraft(r.db, tenant, {
      companyId: r.companyId,
      planKey: this.planKey,
      patch: this.valid ? {} : { jobPositionName: '' },
    });
    m.drafts.push({ id: draft.id, valid: this.valid, planKey: this.planKey, offerId: null });
  }
  toString = () => `newDraft(${this.valid ? 'valid' : 'gaps'}, ${this.planKey})`;
}

class PublishWithCode implements Command {
  constructor(
    readonly draft: number,
    readonly code: number,
  ) {}
  check = (m: Model) => m.drafts.length > 0 && m.codes.length > 0;
  async run(m: Model, r: Real) {
    const d = at(m.drafts, this.draft)!;
    const c = at(m.codes, this.code)!;
    const [row] = await r.db.select().from(offerDrafts).where(eq(offerDrafts.id, d.id));
    const expected = d.valid && d.offerId === null && c.kind === 'publish' && c.redeemedBy.size < c.maxUses;
    const outcome = await redeemCode(r.db, row!, c.code, 'publish', { userId: null }).then(
      (ok) => ok.offerId,
      () => null,
    );
    expect(outcome !== null).toBe(expected);
    if (outcome !== null) {
      d.offerId = outcome;
      m.offers.set(outcome, 'published');
      c.redeemedBy.add(outcome);
    }
  }
  toString = () => `publishWithCode(${this.draft}, ${this.code})`;
}

class PaymentStep implements Command {
  constructor(readonly draft: number) {}
  check = (m: Model) => m.drafts.length > 0;
  async run(m: Model, r: Real) {
    const d = at(m.drafts, this.draft)!;
    const [row] = await r.db.select().from(offerDrafts).where(eq(offerDrafts.id, d.id));
    const pending = d.offerId !== null && m.offers.get(d.offerId) === 'pending_payment';
    const expected = d.valid && (d.offerId === null || pending);
    const outcome = await offerToPayFor(r.db, row!, null).then(
      (ok) => ok.offer_id,
      () => null,
    );
    expect(outcome !== null).toBe(expected);
    if (outcome !== null) {
      if (d.offerId !== null) expect(outcome).toBe(d.offerId);
      d.offerId = outcome;
      m.offers.set(outcome, 'pending_payment');
    }
  }
  toString = () => `paymentStep(${this.draft})`;
}

/** An extend draft of the offer (the one-click extend link's): only a live offer has one. */
async function extendDraft(m: Model, r: Real, offerId: number) {
  const started = await startDraftFromOffer(r.db, tenant, {
    companyId: r.companyId,
    userId: 'nobody',
    offerId,
    mode: 'extend',
  }).catch(() => null);
  expect(started !== null).toBe(m.offers.get(offerId) === 'published');
  if (!started) return null;
  const [row] = await r.db.select().from(offerDrafts).where(eq(offerDrafts.id, started.id));
  return row!;
}

class ExtendWithCode implements Command {
  constructor(
    readonly offer: number,
    readonly code: number,
  ) {}
  check = (m: Model) => m.offers.size > 0 && m.codes.length > 0;
  async run(m: Model, r: Real) {
    const offerId = at([...m.offers.keys()], this.offer)!;
    const c = at(m.codes, this.code)!;
    const row = await extendDraft(m, r, offerId);
    if (!row) return;
    const expected = c.kind === 'extend' && !c.redeemedBy.has(offerId) && c.redeemedBy.size < c.maxUses;
    const [before] = await r.db.select({ expiresAt: offers.expiresAt }).from(offers).where(eq(offers.id, offerId));
    const ok = await redeemCode(r.db, row, c.code, 'extend', { userId: null }).then(
      () => true,
      () => false,
    );
    expect(ok).toBe(expected);
    const [after] = await r.db.select({ expiresAt: offers.expiresAt }).from(offers).where(eq(offers.id, offerId));
    expect(after!.expiresAt!.getTime() > before!.expiresAt!.getTime()).toBe(ok);
    if (ok) c.redeemedBy.add(offerId);
  }
  toString = () => `extendWithCode(${this.offer}, ${this.code})`;
}

/** An action on one of the model's offers (any state: a refused action must change nothing). */
abstract class OfferCommand<A extends string> implements Command {
  constructor(
    readonly offer: number,
    readonly action: A,
  ) {}
  check = (m: Model) => m.offers.size > 0;
  abstract run(m: Model, r: Real): Promise<void>;
  toString = () => `${this.action}(${this.offer})`;
}

/** Finish a live offer; delete one that is not live (the panel's delete, any state, open attempts and all). */
class ChangeState extends OfferCommand<'finish' | 'delete'> {
  async run(m: Model, r: Real) {
    const offerId = at([...m.offers.keys()], this.offer)!;
    if (this.action === 'finish') {
      const ok = await changeOfferState(r.db, [offerId], 'finish').then(
        () => true,
        () => false,
      );
      expect(ok).toBe(m.offers.get(offerId) === 'published');
      if (ok) m.offers.set(offerId, 'finished');
      return;
    }
    const row = await companyOffer(r.db, wholeCompany(tenant.id, r.companyId), offerId).catch(() => null);
    const ok =
      row !== null &&
      (await deleteOffer(r.db, row, null).then(
        () => true,
        () => false,
      ));
    // A live offer is refused at once, asking no provider (its open extension settles on its own notification).
    // Otherwise the providers are asked first: a lost redirect paid meanwhile made the offer live, and it stays.
    if (m.offers.get(offerId) !== 'published') settleLostFirst(m, offerId);
    const status = m.offers.get(offerId)!;
    expect(ok).toBe(status !== 'published' && status !== 'deleted');
    if (!ok) return;
    // Its open attempts (an extension of an ended offer, the payment of a pending one) are voided with it.
    for (const p of open(m, offerId)) {
      p.status = 'cancelled';
      p.provider = 'cancelled';
    }
    m.offers.set(offerId, 'deleted');
  }
  toString = () => `${this.action}(${this.offer})`;
}

const errorCode = (e: unknown) => (e instanceof AppError ? e.code : String(e));
const BAD_NIP = '1234567890';
const otherPlan = (key: string) => PLANS.find((p) => p !== key)!;
const open = (m: Model, offerId: number) => m.payments.filter((p) => p.offerId === offerId && p.status === 'pending');

/** The model's effect of a payment settled as paid: exactly what was paid is granted (or nothing, flagged). */
function applyPaid(m: Model, p: Payment) {
  p.status = 'paid';
  p.notificationDue = false;
  const status = m.offers.get(p.offerId);
  // An extension of an offer finished meanwhile publishes it again (for the paid duration).
  const takes = p.extend
    ? status === 'published' || status === 'finished'
    : status === 'pending_payment' || status === 'finished';
  if (takes) {
    m.offers.set(p.offerId, 'published');
    m.paidGrants.set(p.offerId, (m.paidGrants.get(p.offerId) ?? 0) + 1);
  }
}

/** Open attempts paid at the provider are found before anything else is done with their offer. */
function settleLostFirst(m: Model, offerId: number) {
  for (const p of open(m, offerId)) if (p.provider === 'paid') applyPaid(m, p);
}

async function expiryOf(r: Real, offerId: number) {
  const [row] = await r.db.select({ expiresAt: offers.expiresAt }).from(offers).where(eq(offers.id, offerId));
  return row?.expiresAt?.getTime() ?? null;
}

/** `POST /v1/payments` as the route calls it for a draft (the form's payment step, or an extend draft). */
async function requestFor(r: Real, row: DraftRow, offerType: string, taxId = BILLING.taxId) {
  const input = paymentRequestSchema.parse({
    offer_type: offerType,
    draft_id: row.id,
    accepted_regulations: true,
    return_url: '/employer/offers',
    invoice_tax_id: taxId,
  });
  const draft = draftForPayment(row, null);
  return requestPayment(r.db, { tenant, companyId: r.companyId, userId: null, locale: 'pl' }, input, null, draft).then(
    (ok) => ok,
    (e: unknown) => errorCode(e),
  );
}

/** Records a payment the request answered (new or reused) in the model. */
async function recordPayment(m: Model, r: Real, paymentId: number, offerId: number, extend: boolean, planKey: string) {
  const reusable = open(m, offerId).filter((p) => p.planKey === planKey && p.extend === extend);
  const [row] = await r.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(row).toMatchObject({ offerId, planKey, isExtension: extend, grossAmount: price.get(planKey) });
  if (reusable.length) expect(paymentId).toBe(reusable.at(-1)!.id);
  else
    m.payments.push({
      id: paymentId,
      offerId,
      extend,
      planKey,
      token: row!.providerRef!,
      status: 'pending',
      provider: 'new',
      notificationDue: false,
    });
}

class RequestPayment implements Command {
  constructor(
    readonly draft: number,
    readonly variant: 'ok' | 'badNip' | 'otherPlan',
  ) {}
  check = (m: Model) => m.drafts.length > 0;
  async run(m: Model, r: Real) {
    const d = at(m.drafts, this.draft)!;
    const [row] = await r.db.select().from(offerDrafts).where(eq(offerDrafts.id, d.id));
    const status = d.offerId === null ? null : m.offers.get(d.offerId)!;
    const outcome = await requestFor(
      r,
      row!,
      this.variant === 'otherPlan' ? otherPlan(d.planKey) : d.planKey,
      this.variant === 'badNip' ? BAD_NIP : BILLING.taxId,
    );
    const payable = d.valid && (status === null || status === 'pending_payment' || status === 'finished');
    if (this.variant !== 'ok') {
      // Refused before anything is converted or written (the invariants check that nothing changed).
      if (payable) expect(outcome).toBe(this.variant === 'badNip' ? 'BAD_REQUEST' : 'CONFLICT');
      else expect(typeof outcome).toBe('string');
      return;
    }
    if (!payable) {
      expect(typeof outcome).toBe('string');
      return;
    }
    if (d.offerId !== null) settleLostFirst(m, d.offerId);
    if (d.offerId !== null && m.offers.get(d.offerId) === 'published') {
      // A lost redirect was paid meanwhile: the offer is live, no second payment.
      expect(outcome).toBe('CONFLICT');
      return;
    }
    expect(typeof outcome, String(outcome)).toBe('object');
    const { paymentId } = outcome as { paymentId: number };
    const [payment] = await r.db.select({ offerId: payments.offerId }).from(payments).where(eq(payments.id, paymentId));
    if (d.offerId === null) {
      d.offerId = payment!.offerId!;
      m.offers.set(d.offerId, 'pending_payment');
    }
    expect(payment!.offerId).toBe(d.offerId);
    await recordPayment(m, r, paymentId, d.offerId, false, d.planKey);
  }
  toString = () => `requestPayment(${this.draft}, ${this.variant})`;
}

class ExtendByPayment implements Command {
  constructor(
    readonly offer: number,
    readonly otherPlan: boolean,
  ) {}
  check = (m: Model) => m.offers.size > 0;
  async run(m: Model, r: Real) {
    const offerId = at([...m.offers.keys()], this.offer)!;
    const row = await extendDraft(m, r, offerId);
    if (!row) return;
    const [offer] = await r.db.select({ planKey: offers.planKey }).from(offers).where(eq(offers.id, offerId));
    const outcome = await requestFor(r, row, this.otherPlan ? otherPlan(offer!.planKey) : offer!.planKey);
    if (this.otherPlan) {
      expect(outcome).toBe('CONFLICT');
      return;
    }
    settleLostFirst(m, offerId);
    expect(typeof outcome, String(outcome)).toBe('object');
    await recordPayment(m, r, (outcome as { paymentId: number }).paymentId, offerId, true, offer!.planKey);
  }
  toString = () => `extendByPayment(${this.offer}${this.otherPlan ? ', other plan' : ''})`;
}

/** The buyer on the provider's page; the notifications are delivered to the webhook as they fall due. */
class Buyer implements Command {
  constructor(
    readonly payment: number,
    readonly action: Exclude<EmbeddedAction, 'stayPending'>,
    readonly deliveries: number,
    readonly outOfOrder: boolean,
  ) {}
  check = (m: Model) => m.payments.length > 0;
  async run(m: Model, r: Real) {
    // Mostly a payment still open at the provider; now and then one decided already (refused, changes nothing).
    const undecided = m.payments.filter((x) => x.provider === 'new');
    const p = at(undecided.length && this.payment % 4 ? undecided : m.payments, this.payment)!;
    const before = await expiryOf(r, p.offerId);
    const wasLive = m.offers.get(p.offerId) === 'published';
    const now = new Date();
    const done = await simulateEmbeddedPayment(
      r.db,
      p.token,
      this.action,
      { deliveries: this.deliveries, outOfOrder: this.outOfOrder },
      now,
    );
    expect(done !== null).toBe(p.provider === 'new');
    if (!done) return;
    await deliverEmbeddedNotifications(r.db, inProcessSender, { now: new Date(now.getTime() + 10_000) });
    if (this.action === 'payLoseRedirect') {
      // Paid at the provider, the browser never came back and the notification is late: still open.
      p.provider = 'paid';
      p.notificationDue = true;
      return;
    }
    p.provider = this.action === 'pay' ? 'paid' : this.action === 'fail' ? 'failed' : 'cancelled';
    const grants = m.paidGrants.get(p.offerId) ?? 0;
    if (p.provider === 'paid') applyPaid(m, p);
    else p.status = p.provider;
    if ((m.paidGrants.get(p.offerId) ?? 0) > grants) {
      // The offer runs for the paid duration: from its expiry when extended live, from now otherwise.
      const from = p.extend && wasLive ? before! : now.getTime();
      expect((await expiryOf(r, p.offerId))! - from).toBeGreaterThanOrEqual(duration.get(p.planKey)! * DAY);
      if (p.extend && wasLive) expect((await expiryOf(r, p.offerId))! - from).toBe(duration.get(p.planKey)! * DAY);
    }
  }
  toString = () =>
    `buyer(${this.payment}, ${this.action}, ×${this.deliveries}${this.outOfOrder ? ', late pending' : ''})`;
}

/** The late notifications (lost redirects) fall due. */
class DeliverLate implements Command {
  check = (m: Model) => m.payments.some((p) => p.notificationDue);
  async run(m: Model, r: Real) {
    await deliverEmbeddedNotifications(r.db, inProcessSender, { now: new Date(Date.now() + 2 * 3600_000) });
    for (const p of m.payments.filter((x) => x.notificationDue)) {
      if (p.status === 'pending') applyPaid(m, p);
      p.notificationDue = false;
    }
  }
  toString = () => 'deliverLate';
}

/** A repeated or reordered notification of a settled payment (a failure after paid, paid after a cancel). */
class LateNotification implements Command {
  constructor(
    readonly payment: number,
    readonly kind: 'duplicate' | 'reorder',
  ) {}
  check = (m: Model) => m.payments.some((p) => p.status !== 'pending');
  async run(m: Model, r: Real) {
    const p = at(
      m.payments.filter((x) => x.status !== 'pending'),
      this.payment,
    )!;
    const [t] = await r.db
      .select()
      .from(embeddedPaymentTransactions)
      .where(eq(embeddedPaymentTransactions.token, p.token));
    const status = this.kind === 'duplicate' ? p.status : p.status === 'paid' ? 'failed' : 'paid';
    const body = JSON.stringify({
      sessionId: t!.sessionId,
      token: p.token,
      orderId: t!.orderId,
      amount: t!.amount,
      currency: t!.currency,
      status,
      eventId: `embedded:${t!.orderId ?? p.token}:${status}`,
    });
    const res = await handleNotification(
      r.db,
      'embedded',
      body,
      new Headers({ [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(body) }),
    );
    if (status === 'paid' && p.status !== 'paid') expect(res.status).toBe(400);
    else expect(res).toMatchObject({ status: 200, outcome: expect.stringMatching(/^(duplicate|ignored)$/) });
  }
  toString = () => `lateNotification(${this.payment}, ${this.kind})`;
}

/** A pending offer taken back to an editable draft, or deleted (its open attempts voided). */
class Withdraw extends OfferCommand<'draft' | 'delete'> {
  override toString = () => `withdraw(${this.offer}, ${this.action})`;
  async run(m: Model, r: Real) {
    const offerId = at([...m.offers.keys()], this.offer)!;
    const ok = await withdrawPendingOffer(
      r.db,
      { tenantId: tenant.id, companyId: r.companyId, userId: null },
      offerId,
      this.action,
    ).then(
      () => true,
      () => false,
    );
    settleLostFirst(m, offerId);
    expect(ok).toBe(m.offers.get(offerId) === 'pending_payment');
    if (!ok) return;
    for (const p of open(m, offerId)) {
      p.status = 'cancelled';
      p.provider = 'cancelled';
    }
    m.offers.set(offerId, 'deleted');
    if (this.action === 'draft') m.drafts.find((d) => d.offerId === offerId)!.offerId = null;
  }
}

/** What must hold after every step, whatever the model says. */
async function invariants(r: Real, m: Model) {
  const { rows: codes } = await r.db.execute<{ id: number; uses: number; redemptions: number; offers: number }>(
    sql`select c.id, c.uses, count(x.id)::int as redemptions, count(distinct x.offer_id)::int as offers
          from promo_codes c left join promo_code_redemptions x on x.code_id = c.id
         where c.id in (${sql.join(
           m.codes.map((c) => sql`${c.id}`),
           sql`, `,
         )}) group by c.id order by c.id`,
  );
  for (const c of codes) {
    expect(c.uses).toBe(c.redemptions);
    expect(c.offers).toBe(c.redemptions);
    expect(c.redemptions).toBe(m.codes.find((x) => x.id === c.id)!.redeemedBy.size);
  }
  const drafts = await r.db.select().from(offerDrafts).where(eq(offerDrafts.companyId, r.companyId));
  for (const d of drafts.filter((x) => x.mode === 'create')) {
    if (d.state === 'converted') expect(d.offerId).not.toBeNull();
    expect(d.offerId).toBe(m.drafts.find((x) => x.id === d.id)!.offerId);
  }
  const rows = await r.db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(eq(offers.companyId, r.companyId));
  expect(new Map(rows.map((o) => [o.id, o.status]))).toEqual(m.offers);

  // The payments are the model's; what was paid for an offer is what it got.
  const paid = await r.db.select().from(payments).where(eq(payments.companyId, r.companyId));
  expect(new Map(paid.map((p) => [p.id, p.status]))).toEqual(new Map(m.payments.map((p) => [p.id, p.status])));
  const { rows: money } = await r.db.execute<{ id: number; plan_key: string; days: number; paid: string; n: number }>(
    sql`select o.id, o.plan_key, (o.limits->>'durationInDays')::int as days,
               coalesce(sum(p.gross_amount) filter (where p.status = 'paid'), 0)::text as paid,
               count(p.id) filter (where p.status = 'paid' and p.plan_key <> o.plan_key)::int as n
          from offers o left join payments p on p.offer_id = o.id
         where o.company_id = ${r.companyId} group by o.id`,
  );
  for (const o of money) {
    const grants = m.paidGrants.get(o.id) ?? 0;
    expect(Number(o.paid), `offer ${o.id}`).toBeCloseTo(grants * price.get(o.plan_key)!, 2);
    expect(o.n, `offer ${o.id}: paid for another plan`).toBe(0);
    if (grants) expect(o.days).toBe(duration.get(o.plan_key));
  }
  // Every paid payment has one invoice for its amount; invoice numbers are unique and consecutive per year.
  const { rows: invoiced } = await r.db.execute<{ id: number; n: number; same: number }>(
    sql`select p.id, count(i.id)::int as n, count(i.id) filter (where i.gross_amount = p.gross_amount)::int as same
          from payments p left join invoices i on i.payment_id = p.id
         where p.company_id = ${r.companyId} and p.status = 'paid' group by p.id`,
  );
  for (const p of invoiced) expect([p.n, p.same], `payment ${p.id}`).toEqual([1, 1]);
  const { rows: years } = await r.db.execute<{
    year: number;
    n: number;
    numbers: number;
    low: number;
    high: number;
    last: number;
  }>(
    sql`select i.year, count(*)::int as n, count(distinct i.number)::int as numbers, min(i.sequence)::int as low,
               max(i.sequence)::int as high, max(c.last)::int as last
          from invoices i join invoice_counters c on c.tenant_id = i.tenant_id and c.year = i.year
         where i.tenant_id = ${tenant.id} group by i.year`,
  );
  for (const y of years)
    expect([y.numbers, y.low, y.high, y.last], `invoices of ${y.year}`).toEqual([y.n, 1, y.n, y.n]);
}

const requestPaymentCommand = fc
  .tuple(fc.nat(), fc.constantFrom('ok' as const, 'ok' as const, 'badNip' as const, 'otherPlan' as const))
  .map(([d, v]) => new RequestPayment(d, v));
const buyerCommand = fc
  .tuple(
    fc.nat(),
    fc.constantFrom('pay' as const, 'fail' as const, 'cancel' as const, 'payLoseRedirect' as const),
    fc.integer({ min: 1, max: 2 }),
    fc.boolean(),
  )
  .map(([p, a, n, late]) => new Buyer(p, a, n, late));
const commands = [
  fc.tuple(fc.boolean(), fc.constantFrom(...PLANS)).map(([v, p]) => new NewDraft(v, p)),
  // Paying is what most steps do (listed more than once: drawn more often).
  requestPaymentCommand,
  requestPaymentCommand,
  buyerCommand,
  buyerCommand,
  buyerCommand,
  fc.constant(new DeliverLate()),
  fc
    .tuple(fc.nat(), fc.constantFrom('duplicate' as const, 'reorder' as const))
    .map(([p, k]) => new LateNotification(p, k)),
  fc.tuple(fc.nat(), fc.boolean()).map(([o, other]) => new ExtendByPayment(o, other)),
  fc.tuple(fc.nat(), fc.constantFrom('draft' as const, 'delete' as const)).map(([o, a]) => new Withdraw(o, a)),
  fc.tuple(fc.nat(), fc.nat()).map(([d, c]) => new PublishWithCode(d, c)),
  fc.nat().map((d) => new PaymentStep(d)),
  fc.tuple(fc.nat(), fc.nat()).map(([o, c]) => new ExtendWithCode(o, c)),
  fc.tuple(fc.nat(), fc.constantFrom('finish' as const, 'delete' as const)).map(([o, a]) => new ChangeState(o, a)),
];

describe(`the employer's drafts, codes and payments as a state machine (${testDriver()})`, () => {
  it('agrees with the model and keeps the invariants after every step', async () => {
    let run = 0;
    let steps = 0;
    const seen = { payments: 0, paid: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'large' }), async (cmds) => {
        run += 1;
        const companyId = await insertCompany(db, tenant.id, `Model Co ${run}`);
        await db.update(companies).set({ billingData: BILLING }).where(eq(companies.id, companyId));
        const model: Model = { drafts: [], offers: new Map(), codes: [], payments: [], paidGrants: new Map() };
        for (const [kind, maxUses] of [
          ['publish', 2],
          ['publish', 1],
          ['extend', 2],
        ] as const) {
          const code = `MODEL-${run}-${model.codes.length}-${Date.now().toString(36)}`;
          const id = await insertPromoCode(db, tenant.id, code, { kind, maxUses });
          model.codes.push({ id, code, kind, maxUses, redeemedBy: new Set() });
        }
        const real: Real = { db, companyId };
        // Every walk starts with drafts to act on (two valid, one with gaps)…
        for (const valid of [true, true, false]) await new NewDraft(valid).run(model, real);
        // …and a payment waiting at the payment step.
        await new RequestPayment(0, 'ok').run(model, real);
        await fc.asyncModelRun(
          () => ({ model, real }),
          [...cmds].map((c) => ({
            check: (m: Model) => c.check(m),
            run: async (m: Model, r: Real) => {
              steps += 1;
              await c.run(m, r);
              await invariants(r, m);
            },
            toString: () => c.toString(),
          })),
        );
        seen.payments += model.payments.length;
        seen.paid += model.payments.filter((p) => p.status === 'paid').length;
        seen.refused += model.payments.filter((p) => p.status === 'failed' || p.status === 'cancelled').length;
      }),
      { numRuns: 30, ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED) } : {}) },
    );
    // The walks did run (a check that filters every command away would prove nothing).
    expect(steps).toBeGreaterThan(150);
    expect(seen.payments).toBeGreaterThan(35);
    expect(seen.paid).toBeGreaterThan(4);
    expect(seen.refused).toBeGreaterThan(4);
  }, 300_000);
});
