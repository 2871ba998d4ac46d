import { z } from 'zod';
import { GET as challengeRoute } from '@/app/api/antibot/challenge/route';
import { installDbHandle } from '@/lib/db/client';
import { withRoute } from '@/lib/http/with-route';
import { createTestDb } from '@/tests/db';
import { antiBotToken } from '@/tests/factories/antibot';
import { insertTenant } from '@/tests/factories/tenant';
import { callRoute } from '@/tests/http';
import { CHALLENGE_TTL_MS, issueChallenge } from './challenge';
import { solveChallenge } from './pow';
import { resetReplayMemory } from './replay';
import { assertAntiBot } from './server';

const handle = await createTestDb();
installDbHandle(handle);
await insertTenant(handle.db, 'it', undefined, true);
await insertTenant(handle.db, 'biz');

/** A state-changing route guarded like apply. */
const guarded = withRoute({ auth: 'public', body: z.object({}).optional() }, async ({ request, tenant }) => {
  await assertAntiBot(request, 'apply', tenant);
  return { ok: true };
});

const post = (token: string | undefined, lang = 'pl') =>
  callRoute(guarded, `/x?lang=${lang}`, {
    method: 'POST',
    headers: token === undefined ? {} : { 'Recaptcha-Token': token },
  });

beforeEach(() => resetReplayMemory());

describe('anti-bot (self-hosted proof-of-work)', () => {
  it('hands out a signed challenge per action, never cached', async () => {
    const res = await callRoute(challengeRoute, '/api/antibot/challenge?action=track_redirect');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      provider: 'pow',
      challenge: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      difficulty: 8,
    });
    expect((await callRoute(challengeRoute, '/api/antibot/challenge?action=login')).status).toBe(400);
  });

  it('accepts a challenge from the endpoint solved the way the browser does', async () => {
    const { body } = await callRoute(challengeRoute, '/api/antibot/challenge?action=apply');
    const nonce = await solveChallenge(body.challenge, body.difficulty);
    const res = await post(`${body.challenge}.${nonce}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('refuses a missing token with a localised 403', async () => {
    const pl = await post(undefined);
    expect(pl.status).toBe(403);
    expect(pl.body.error).toEqual({ code: 'FORBIDDEN', message: expect.stringContaining('robotem') });
    const en = await post('', 'en');
    expect(en.status).toBe(403);
    expect(en.body.error.message).toContain('not a robot');
  });

  it('refuses a forged token: another signature, a changed payload, or no work done', async () => {
    const token = antiBotToken('apply');
    const [payload, signature, nonce] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await post(`${payload}.${flipped}.${nonce}`)).status).toBe(403);
    // Lowering the difficulty in the payload breaks the signature.
    const easier = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), d: 0 }),
    ).toString('base64url');
    expect((await post(`${easier}.${signature}.0`)).status).toBe(403);
    // A valid challenge with a nonce that does not do the work (difficulty 20: a random nonce almost never does).
    const { challenge } = issueChallenge('apply', 'it', { difficulty: 20 });
    expect((await post(`${challenge}.1`)).status).toBe(403);
    expect((await post('garbage')).status).toBe(403);
    expect((await post(token)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const expired = antiBotToken('apply', { now: Date.now() - CHALLENGE_TTL_MS - 1000 });
    expect((await post(expired)).status).toBe(403);
  });

  it("refuses another action's token", async () => {
    expect((await post(antiBotToken('track_redirect'))).status).toBe(403);
  });

  it("refuses another board's token", async () => {
    expect((await post(antiBotToken('apply', { board: 'biz' }))).status).toBe(403);
    // A challenge handed out on one board is bound to it.
    const { body } = await callRoute(challengeRoute, '/api/antibot/challenge?action=apply', { host: 'biz.localhost' });
    const nonce = await solveChallenge(body.challenge, body.difficulty);
    expect((await post(`${body.challenge}.${nonce}`)).status).toBe(403);
  });

  it('accepts a token once and refuses its replay (even with another nonce)', async () => {
    const { challenge, difficulty } = issueChallenge('apply', 'it');
    const first = await solveChallenge(challenge, difficulty);
    expect((await post(`${challenge}.${first}`)).status).toBe(200);
    expect((await post(`${challenge}.${first}`)).status).toBe(403);
    // Another nonce that also does the work is still the same challenge.
    let second = Number(first) + 1;
    const { hasWork } = await import('./pow');
    while (!hasWork(challenge, String(second), difficulty)) second++;
    expect((await post(`${challenge}.${second}`)).status).toBe(403);
  });
});
