import { issueChallenge, verifyPowToken } from './challenge';
import { getAntiBotToken } from './client';

afterEach(() => vi.unstubAllGlobals());

describe('getAntiBotToken', () => {
  it('fetches a challenge for the action and answers it with a token the server accepts', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return Response.json({ provider: 'pow', ...issueChallenge('track_redirect', 'it', { difficulty: 10 }) });
    });
    const token = await getAntiBotToken('track_redirect');
    expect(urls).toEqual(['/api/antibot/challenge?action=track_redirect']);
    expect(verifyPowToken(token, 'track_redirect', 'it')).toMatchObject({ ok: true });
  });

  it('fails when the challenge cannot be fetched (the caller decides what the user sees)', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await expect(getAntiBotToken('apply')).rejects.toThrow('anti-bot challenge: 500');
  });
});
