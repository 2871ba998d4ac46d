import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  EmbeddedProvider,
  EMBEDDED_SIGNATURE_HEADER,
  fetchSender,
  signEmbedded,
  verifyEmbeddedSignature,
} from './embedded';
import {
  p24NotificationSign,
  p24RegisterSign,
  p24VerifySign,
  Przelewy24Provider,
  type P24Notification,
} from './przelewy24';
import { StripeProvider } from './stripe';
import { NotificationRejected, paymentIdOfSession, sessionIdOf } from './types';

const sha384 = (s: string) => createHash('sha384').update(s).digest('hex');

describe('Przelewy24 signatures (REST v1)', () => {
  const crc = 'a1b2c3d4e5f6a7b8';
  it('signs the register call as SHA-384 of {"sessionId","merchantId","amount","currency","crc"}', () => {
    // The documented field order and JSON form, written out by hand.
    const json = `{"sessionId":"1234","merchantId":169252,"amount":123,"currency":"PLN","crc":"${crc}"}`;
    expect(p24RegisterSign({ sessionId: '1234', merchantId: 169252, amount: 123, currency: 'PLN', crc })).toBe(
      sha384(json),
    );
  });

  it('escapes neither unicode nor slashes (PHP JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)', () => {
    const json = `{"sessionId":"zamówienie/1","merchantId":1,"amount":1,"currency":"PLN","crc":"${crc}"}`;
    expect(p24RegisterSign({ sessionId: 'zamówienie/1', merchantId: 1, amount: 1, currency: 'PLN', crc })).toBe(
      sha384(json),
    );
  });

  it('signs verify as {"sessionId","orderId","amount","currency","crc"} and notifications with every field', () => {
    expect(p24VerifySign({ sessionId: 's1', orderId: 987, amount: 500, currency: 'PLN', crc })).toBe(
      sha384(`{"sessionId":"s1","orderId":987,"amount":500,"currency":"PLN","crc":"${crc}"}`),
    );
    const n = {
      merchantId: 1,
      posId: 1,
      sessionId: 's1',
      amount: 500,
      originAmount: 500,
      currency: 'PLN',
      orderId: 987,
      methodId: 25,
      statement: 'p24-A1',
    };
    expect(p24NotificationSign(n, crc)).toBe(
      sha384(
        `{"merchantId":1,"posId":1,"sessionId":"s1","amount":500,"originAmount":500,"currency":"PLN","orderId":987,"methodId":25,"statement":"p24-A1","crc":"${crc}"}`,
      ),
    );
  });

  const calls: { url: string; method: string; body: Record<string, unknown>; auth: string | null }[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url, method: init.method!, body, auth: new Headers(init.headers).get('authorization') });
    const data = url.endsWith('/register') ? { token: 'TOKEN-1' } : { status: 'success' };
    return new Response(JSON.stringify({ data, responseCode: 0 }), { status: 200 });
  }) as typeof fetch;
  const p24 = new Przelewy24Provider({
    merchantId: 11,
    posId: 12,
    apiKey: 'api',
    crc,
    sandbox: true,
    fetch: fakeFetch,
  });

  it('registers on the sandbox with Basic auth and the register sign, and redirects to /trnRequest/{token}', async () => {
    const created = await p24.createPayment(null as never, {
      paymentId: 7,
      sessionId: sessionIdOf(7),
      amount: 12300,
      currency: 'PLN',
      description: 'Plan',
      email: 'a@example.com',
      locale: 'pl',
      returnUrl: 'http://it.localhost/employer/payments/7',
      notifyUrl: 'http://it.localhost/api/v1/payments/notifications/przelewy24',
    });
    expect(created).toEqual({
      redirectUrl: 'https://sandbox.przelewy24.pl/trnRequest/TOKEN-1',
      providerRef: 'TOKEN-1',
    });
    const call = calls.at(-1)!;
    expect(call.url).toBe('https://sandbox.przelewy24.pl/api/v1/transaction/register');
    expect(call.auth).toBe(`Basic ${Buffer.from('12:api').toString('base64')}`);
    expect(call.body.sign).toBe(
      p24RegisterSign({ sessionId: 'wakat-7', merchantId: 11, amount: 12300, currency: 'PLN', crc }),
    );
  });

  it('accepts a correctly signed notification, refuses a tampered one, and verifies with PUT', async () => {
    const fields: Omit<P24Notification, 'sign'> = {
      merchantId: 11,
      posId: 12,
      sessionId: 'wakat-7',
      amount: 12300,
      originAmount: 12300,
      currency: 'PLN',
      orderId: 555,
      methodId: 25,
      statement: 'p24-X',
    };
    const body = JSON.stringify({ ...fields, sign: p24NotificationSign(fields, crc) });
    const report = await p24.verifyNotification(body);
    expect(report).toMatchObject({
      sessionId: 'wakat-7',
      status: 'paid',
      amount: 12300,
      orderId: '555',
      eventId: 'p24:555',
    });
    const tampered = JSON.stringify({ ...fields, amount: 1, sign: p24NotificationSign(fields, crc) });
    await expect(p24.verifyNotification(tampered)).rejects.toBeInstanceOf(NotificationRejected);
    const otherMerchant = { ...fields, merchantId: 99 };
    await expect(
      p24.verifyNotification(JSON.stringify({ ...otherMerchant, sign: p24NotificationSign(otherMerchant, crc) })),
    ).rejects.toBeInstanceOf(NotificationRejected);
    await expect(p24.verifyNotification('not json')).rejects.toBeInstanceOf(NotificationRejected);
    expect(await p24.confirm(null as never, report)).toBe(true);
    const verify = calls.at(-1)!;
    expect(verify).toMatchObject({ method: 'PUT', url: 'https://sandbox.przelewy24.pl/api/v1/transaction/verify' });
    expect(verify.body.sign).toBe(
      p24VerifySign({ sessionId: 'wakat-7', orderId: 555, amount: 12300, currency: 'PLN', crc }),
    );
  });

  it('uses the production host when not in the sandbox', async () => {
    const prod = new Przelewy24Provider({
      merchantId: 11,
      posId: 12,
      apiKey: 'api',
      crc,
      sandbox: false,
      fetch: fakeFetch,
    });
    await prod.confirm(null as never, {
      eventId: 'e',
      sessionId: 's',
      status: 'paid',
      amount: 1,
      currency: 'PLN',
      orderId: '1',
      payload: {},
    });
    expect(calls.at(-1)!.url.startsWith('https://secure.przelewy24.pl/')).toBe(true);
  });
});

describe('Stripe webhooks', () => {
  const secret = 'whsec_unit_test';
  const provider = new StripeProvider({ secretKey: 'sk_test_unit', webhookSecret: secret });
  const stripe = new Stripe('sk_test_unit');
  const payload = (type: string, paymentStatus: string) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          client_reference_id: 'wakat-9',
          payment_status: paymentStatus,
          amount_total: 12300,
          currency: 'pln',
          payment_intent: 'pi_1',
        },
      },
    });
  const headers = (body: string, s = secret) =>
    new Headers({ 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: s }) });

  it('verifies the SDK-signed raw body and maps completed/async events', async () => {
    const paid = payload('checkout.session.completed', 'paid');
    expect(await provider.verifyNotification(paid, headers(paid))).toMatchObject({
      eventId: 'evt_1',
      sessionId: 'wakat-9',
      status: 'paid',
      amount: 12300,
      currency: 'PLN',
      orderId: 'pi_1',
    });
    const unpaid = payload('checkout.session.completed', 'unpaid');
    expect((await provider.verifyNotification(unpaid, headers(unpaid))).status).toBe('pending');
    const later = payload('checkout.session.async_payment_succeeded', 'paid');
    expect((await provider.verifyNotification(later, headers(later))).status).toBe('paid');
    const failed = payload('checkout.session.async_payment_failed', 'unpaid');
    expect((await provider.verifyNotification(failed, headers(failed))).status).toBe('failed');
  });

  it('refuses another secret, a changed body and a missing header', async () => {
    const body = payload('checkout.session.completed', 'paid');
    await expect(provider.verifyNotification(body, headers(body, 'whsec_other'))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    await expect(provider.verifyNotification(body.replace('12300', '1'), headers(body))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    await expect(provider.verifyNotification(body, new Headers())).rejects.toBeInstanceOf(NotificationRejected);
  });
});

describe('the embedded provider', () => {
  it('signs with HMAC-SHA-256 (RFC 4231 test case 2)', () => {
    expect(signEmbedded('what do ya want for nothing?', Buffer.from('Jefe'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('verifies its own signature and refuses anything else', async () => {
    const body = JSON.stringify({
      sessionId: 'wakat-1',
      token: 't',
      orderId: '1',
      amount: 1,
      currency: 'PLN',
      status: 'paid',
      eventId: 'e',
    });
    expect(verifyEmbeddedSignature(body, signEmbedded(body))).toBe(true);
    expect(verifyEmbeddedSignature(`${body} `, signEmbedded(body))).toBe(false);
    expect(verifyEmbeddedSignature(body, 'zz')).toBe(false);
    expect(verifyEmbeddedSignature(body, null)).toBe(false);
    const provider = new EmbeddedProvider();
    const ok = await provider.verifyNotification(
      body,
      new Headers({ [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(body) }),
    );
    expect(ok).toMatchObject({ sessionId: 'wakat-1', status: 'paid', eventId: 'e' });
    await expect(provider.verifyNotification(body, new Headers())).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('maps order ids both ways and nothing else', () => {
    expect(paymentIdOfSession(sessionIdOf(42))).toBe(42);
    expect(paymentIdOfSession('wakat-')).toBeNull();
    expect(paymentIdOfSession('other-42')).toBeNull();
  });

  it('delivers a notification for a *.localhost board on the loopback, the board’s name kept in Host', async () => {
    const seen: { host?: string; path?: string; body: string; signature?: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          host: req.headers.host,
          path: req.url,
          body,
          signature: req.headers[EMBEDDED_SIGNATURE_HEADER] as string,
        });
        res.writeHead(req.headers.host?.startsWith('it.localhost') ? 200 : 404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = JSON.stringify({ token: 't', status: 'paid' });
      const status = await fetchSender(`http://it.localhost:${port}/api/v1/payments/notifications/embedded`, body, {
        'content-type': 'application/json',
        [EMBEDDED_SIGNATURE_HEADER]: signEmbedded(body),
      });
      expect(status).toBe(200);
      expect(seen).toEqual([
        {
          host: `it.localhost:${port}`,
          path: '/api/v1/payments/notifications/embedded',
          body,
          signature: signEmbedded(body),
        },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
