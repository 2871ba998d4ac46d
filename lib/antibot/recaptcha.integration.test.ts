import { http, HttpResponse } from 'msw';
import { GET as challengeRoute } from '@/app/api/antibot/challenge/route';
import { installDbHandle } from '@/lib/db/client';
import { withRoute } from '@/lib/http/with-route';
import { createTestDb } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
import { buildTenantConfig, insertTenant } from '@/tests/factories/tenant';
import { callRoute } from '@/tests/http';
import { startMswServer } from '@/tests/msw/server';
import { RECAPTCHA_VERIFY_URL } from './recaptcha';
import { assertAntiBot } from './server';

vi.mock('@/lib/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/env')>();
  const env = { ...original.getEnv(), RECAPTCHA_SECRET: 'secret-key', RECAPTCHA_SITE_KEY: 'site-key' };
  return { ...original, getEnv: () => env };
});

const handle = await createTestDb();
installDbHandle(handle);
await insertTenant(handle.db, 'it', buildTenantConfig({ flagOverrides: { enableRecaptcha: true } }), true);
await insertTenant(handle.db, 'biz', buildTenantConfig({ flagOverrides: { enableRecaptcha: false } }));
const msw = startMswServer();

const guarded = withRoute({ auth: 'public' }, async ({ request, tenant }) => {
  await assertAntiBot(request, 'track_redirect', tenant);
  return { ok: true };
});
const post = (token: string, host = 'it.localhost') =>
  callRoute(guarded, '/x', { method: 'POST', host, headers: { 'Recaptcha-Token': token } });

function google(answer: Record<string, unknown> | 'down') {
  const seen: URLSearchParams[] = [];
  msw.use(
    http.post(RECAPTCHA_VERIFY_URL, async ({ request }) => {
      seen.push(new URLSearchParams(await request.text()));
      return answer === 'down' ? HttpResponse.error() : HttpResponse.json(answer);
    }),
  );
  return seen;
}

describe('anti-bot with reCAPTCHA configured', () => {
  it('gives the browser the site key on a board that turns reCAPTCHA on, and a challenge elsewhere', async () => {
    expect((await callRoute(challengeRoute, '/api/antibot/challenge?action=apply')).body).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key',
    });
    const biz = await callRoute(challengeRoute, '/api/antibot/challenge?action=apply', { host: 'biz.localhost' });
    expect(biz.body.provider).toBe('pow');
  });

  it("accepts Google's yes for the right action with a score of at least 0.5", async () => {
    const seen = google({ success: true, score: 0.5, action: 'track_redirect' });
    expect((await post('g-token')).status).toBe(200);
    expect(seen[0]?.get('secret')).toBe('secret-key');
    expect(seen[0]?.get('response')).toBe('g-token');
  });

  it.each([
    ['a low score', { success: true, score: 0.3, action: 'track_redirect' }],
    ['another action', { success: true, score: 0.9, action: 'apply' }],
    ['a failure', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['no answer', 'down' as const],
  ])('refuses %s', async (_, answer) => {
    google(answer);
    const res = await post('g-token');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('does not take a proof-of-work token where reCAPTCHA is on, but does where it is off', async () => {
    google({ success: false });
    expect((await post(antiBotToken('track_redirect'))).status).toBe(403);
    expect((await post(antiBotToken('track_redirect', { board: 'biz' }), 'biz.localhost')).status).toBe(200);
  });
});
