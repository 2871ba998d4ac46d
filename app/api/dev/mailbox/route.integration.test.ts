import { installDbHandle } from '@/lib/db/client';
import { CLIENT_ADDRESS_HEADER, CLIENT_FORWARDED_HEADER } from '@/lib/http/client-address';
import { enqueueMail } from '@/lib/mail/outbox';
import { createTestDb } from '@/tests/db';
import { insertTenant } from '@/tests/factories/tenant';
import { callRoute } from '@/tests/http';
import { GET } from './route';

const env = vi.hoisted(() => ({ overrides: {} as Record<string, unknown> }));
vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  return { ...original, getEnv: () => ({ ...original.getEnv(), ...env.overrides }) };
});

const handle = await createTestDb();
installDbHandle(handle);
const it_ = await insertTenant(handle.db, 'it', undefined, true);
const biz = await insertTenant(handle.db, 'biz');

const send = (tenantId: number | null, to: string, subject: string) =>
  enqueueMail(handle.db, {
    tenantId,
    to,
    subject,
    html: `<p>${subject}</p>`,
    text: `${subject} https://x.test/a`,
    headers: { 'X-Test': '1' },
  });

await send(it_.id, 'ala@example.com', 'first');
await send(it_.id, 'Ola@Example.com', 'second');
await send(biz.id, 'ala@example.com', 'other board');
await send(null, 'ala@example.com', 'no board');

afterEach(() => {
  env.overrides = {};
});

/** As server.ts stamps a request from a browser on this machine. */
const local = { [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };

describe('GET /api/dev/mailbox', () => {
  it("lists the board's mails newest first, with everything an e2e journey needs", async () => {
    const res = await callRoute(GET, '/api/dev/mailbox', { headers: local });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.mails.map((m: { subject: string }) => m.subject)).toEqual(['no board', 'second', 'first']);
    expect(res.body.mails[2]).toEqual({
      id: expect.any(Number),
      to: 'ala@example.com',
      subject: 'first',
      text: 'first https://x.test/a',
      html: '<p>first</p>',
      headers: { 'X-Test': '1' },
      status: 'queued',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by recipient, whatever the case', async () => {
    const res = await callRoute(GET, '/api/dev/mailbox?to=ola@example.COM', { headers: local });
    expect(res.body.mails.map((m: { subject: string }) => m.subject)).toEqual(['second']);
    const other = await callRoute(GET, '/api/dev/mailbox?to=ala@example.com', {
      host: 'biz.localhost',
      headers: local,
    });
    expect(other.body.mails.map((m: { subject: string }) => m.subject)).toEqual(['no board', 'other board']);
  });

  it('answers 404 when the mailbox is closed, and opens where ENABLE_DEV_MAILBOX says so', async () => {
    env.overrides = { ENABLE_DEV_MAILBOX: false };
    const res = await callRoute(GET, '/api/dev/mailbox?lang=en', { headers: local });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    env.overrides = { NODE_ENV: 'production', ENABLE_DEV_MAILBOX: true };
    expect((await callRoute(GET, '/api/dev/mailbox', { headers: local })).status).toBe(200);
  });

  it('answers nobody but this machine: a remote socket, a proxied request, no socket at all', async () => {
    expect(
      (await callRoute(GET, '/api/dev/mailbox', { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.8' } })).status,
    ).toBe(404);
    // As server.ts marks a request whose client sent X-Forwarded-For (a local reverse proxy).
    const proxied = { ...local, 'x-forwarded-for': '203.0.113.8', [CLIENT_FORWARDED_HEADER]: '1' };
    expect((await callRoute(GET, '/api/dev/mailbox', { headers: proxied })).status).toBe(404);
    expect((await callRoute(GET, '/api/dev/mailbox')).status).toBe(404);
  });

  it('stays closed on the demo once a public APP_URL is configured', async () => {
    env.overrides = { NODE_ENV: 'production', APP_URL: 'https://praca.example' };
    expect((await callRoute(GET, '/api/dev/mailbox', { headers: local })).status).toBe(404);
    env.overrides = { NODE_ENV: 'production', APP_URL: 'https://praca.example', ENABLE_DEV_MAILBOX: true };
    expect((await callRoute(GET, '/api/dev/mailbox', { headers: local })).status).toBe(200);
  });
});
