import { expect, test } from './fixtures';
import { rawRequest } from './raw-http';

/**
 * One request through the production server (server.ts, then Next's rewrites and headers), without following
 * redirects: its status, redirect target, cookies and the page's language.
 */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(path, { headers });
  return {
    status: answer.status,
    location: answer.headers.location,
    cookies: answer.headers['set-cookie'] ?? [],
    lang: /<html[^>]*\blang="([^"]+)"/.exec(answer.body)?.[1],
  };
}

test.describe('the language of an address (decision 0081)', () => {
  test('the default language has one address: its prefix, or any prefix in capitals, redirects', async () => {
    const rows: [string, string][] = [
      ['/pl', '/'],
      ['/pl/job-offers?skills=react', '/job-offers?skills=react'],
      ['/PL/job-offers', '/job-offers'],
      ['/EN/job-offers?a=b', '/en/job-offers?a=b'],
      ['/En', '/en'],
    ];
    for (const [path, target] of rows) {
      const answer = await get(path);
      expect(answer.status, path).toBe(307);
      expect(answer.location, path).toBe(target);
      // A redirect answers no page, so it names no language.
      expect(answer.cookies.join(';'), path).not.toContain('NEXT_LOCALE');
    }
  });

  test('each page renders in its address language and says so in NEXT_LOCALE', async () => {
    const rows: [string, string][] = [
      ['/', 'pl'],
      ['/job-offers', 'pl'],
      ['/en', 'en'],
      ['/en/job-offers', 'en'],
    ];
    for (const [path, locale] of rows) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.lang, path).toBe(locale);
      expect(answer.cookies.join(';'), path).toContain(`NEXT_LOCALE=${locale};`);
    }
    // A path that only starts like a prefix is the default language's (here its 404).
    const unknown = await get('/english');
    expect(unknown.status).toBe(404);
    expect(unknown.cookies.join(';')).toContain('NEXT_LOCALE=pl;');
  });

  test("a client's language header or cookie never chooses a page's language", async () => {
    const polish = await get('/job-offers', { 'x-next-intl-locale': 'en', cookie: 'NEXT_LOCALE=en' });
    expect(polish.status).toBe(200);
    expect(polish.lang).toBe('pl');
    const english = await get('/en/job-offers', { 'x-next-intl-locale': 'pl' });
    expect(english.status).toBe(200);
    expect(english.lang).toBe('en');
  });

  test('files, the API and the hubs keep their addresses and set no language', async () => {
    for (const path of ['/robots.txt', '/api/v2/app-config', '/sitemap.xml']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cookies.join(';'), path).not.toContain('NEXT_LOCALE');
    }
  });
});
