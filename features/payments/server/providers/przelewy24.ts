import { createHash, timingSafeEqual } from 'node:crypto';
import {
  NotificationRejected,
  type CreatedPayment,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderReport,
} from './types';

/**
 * Przelewy24, REST API v1: register the transaction, send the buyer to /trnRequest/{token}, take the
 * status notification (SHA-384 sign with the CRC key), and book it with the mandatory verify call.
 */
export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  /** The API (reports) key: Basic auth password. */
  apiKey: string;
  /** The CRC key: only for signatures. */
  crc: string;
  sandbox: boolean;
  fetch?: typeof fetch;
}

/**
 * SHA-384 of the JSON of the fields in the documented order, without escaping unicode or slashes
 * (JSON.stringify escapes neither, like PHP's JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES).
 */
export function p24Sign(fields: Record<string, string | number>): string {
  return createHash('sha384').update(JSON.stringify(fields)).digest('hex');
}

export const p24RegisterSign = (f: {
  sessionId: string;
  merchantId: number;
  amount: number;
  currency: string;
  crc: string;
}) => p24Sign({ sessionId: f.sessionId, merchantId: f.merchantId, amount: f.amount, currency: f.currency, crc: f.crc });

export const p24VerifySign = (f: {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
  crc: string;
}) => p24Sign({ sessionId: f.sessionId, orderId: f.orderId, amount: f.amount, currency: f.currency, crc: f.crc });

export interface P24Notification {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  sign: string;
}

export const p24NotificationSign = (n: Omit<P24Notification, 'sign'>, crc: string) =>
  p24Sign({
    merchantId: n.merchantId,
    posId: n.posId,
    sessionId: n.sessionId,
    amount: n.amount,
    originAmount: n.originAmount,
    currency: n.currency,
    orderId: n.orderId,
    methodId: n.methodId,
    statement: n.statement,
    crc,
  });

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

export class Przelewy24Provider implements PaymentProvider {
  readonly name = 'przelewy24' as const;
  private readonly host: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: Przelewy24Config) {
    this.host = config.sandbox ? 'https://sandbox.przelewy24.pl' : 'https://secure.przelewy24.pl';
    this.fetch = config.fetch ?? fetch;
  }

  private async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const auth = Buffer.from(`${this.config.posId}:${this.config.apiKey}`).toString('base64');
    const res = await this.fetch(`${this.host}${path}`, {
      method,
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      // The answer names the failing field; it holds no secret of ours. The caller logs it, once.
      const detail = typeof answer.error === 'string' ? `: ${answer.error.slice(0, 200)}` : '';
      throw new Error(`przelewy24 ${path}: HTTP ${res.status}${detail}`);
    }
    return answer;
  }

  async createPayment(_db: unknown, order: ProviderOrder): Promise<CreatedPayment> {
    const { merchantId, posId, crc } = this.config;
    const answer = await this.call('POST', '/api/v1/transaction/register', {
      merchantId,
      posId,
      sessionId: order.sessionId,
      amount: order.amount,
      currency: order.currency,
      description: order.description,
      email: order.email,
      country: 'PL',
      language: order.locale,
      urlReturn: order.returnUrl,
      urlStatus: order.notifyUrl,
      sign: p24RegisterSign({
        sessionId: order.sessionId,
        merchantId,
        amount: order.amount,
        currency: order.currency,
        crc,
      }),
    });
    const token = (answer.data as { token?: string } | undefined)?.token;
    if (!token) throw new Error('przelewy24 register: no token');
    return { redirectUrl: `${this.host}/trnRequest/${token}`, providerRef: token };
  }

  async verifyNotification(rawBody: string): Promise<ProviderReport> {
    let n: P24Notification;
    try {
      n = JSON.parse(rawBody) as P24Notification;
    } catch {
      throw new NotificationRejected('unreadable');
    }
    if (typeof n?.sign !== 'string' || typeof n.sessionId !== 'string') throw new NotificationRejected('unreadable');
    if (n.merchantId !== this.config.merchantId || n.posId !== this.config.posId)
      throw new NotificationRejected('unknown merchant');
    if (!sameHex(n.sign, p24NotificationSign(n, this.config.crc))) throw new NotificationRejected('bad signature');
    return {
      eventId: `p24:${n.orderId}`,
      sessionId: n.sessionId,
      status: 'paid',
      amount: n.amount,
      currency: n.currency,
      orderId: String(n.orderId),
      payload: { ...n, sign: undefined },
    };
  }

  async confirm(_db: unknown, report: ProviderReport): Promise<boolean> {
    const { merchantId, posId, crc } = this.config;
    const orderId = Number(report.orderId);
    const answer = await this.call('PUT', '/api/v1/transaction/verify', {
      merchantId,
      posId,
      sessionId: report.sessionId,
      amount: report.amount,
      currency: report.currency,
      orderId,
      sign: p24VerifySign({
        sessionId: report.sessionId,
        orderId,
        amount: report.amount,
        currency: report.currency,
        crc,
      }),
    });
    return (answer.data as { status?: string } | undefined)?.status === 'success';
  }

  async queryStatus(_db: unknown, payment: { sessionId: string }): Promise<ProviderReport | null> {
    const answer = await this.call('GET', `/api/v1/transaction/by/sessionId/${encodeURIComponent(payment.sessionId)}`);
    const data = answer.data as { status?: number; amount?: number; currency?: string; orderId?: number } | undefined;
    if (!data || data.orderId === undefined) return null;
    // 0: no payment yet, 1: paid (advance), 2: booked, 3: returned.
    const status = data.status === 1 || data.status === 2 ? 'paid' : 'pending';
    return {
      eventId: `p24:${data.orderId}`,
      sessionId: payment.sessionId,
      status,
      amount: data.amount ?? 0,
      currency: data.currency ?? 'PLN',
      orderId: String(data.orderId),
      payload: { ...data },
    };
  }
}
