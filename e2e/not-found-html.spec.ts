import { expect, test } from './fixtures';
import { rawRequest } from './raw-http';

/**
 * A 404 as the server sends it, before any script runs (what a crawler or a visitor without JavaScript gets):
 * the page's own document with the panel in its language, a title and noindex. Next leaves the 404 of a
 * thrown `notFound()` empty (`<html id="__next_error__">`) for the browser to render (decision 0083).
 */
const PL = 'Ups! Nie znaleziono strony.';
const EN = 'Oops! Page not found.';

async function notFoundHtml(path: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(path, { headers });
  const html = answer.body;
  return {
    status: answer.status,
    html,
    root: /<html[^>]*>/.exec(html)?.[0] ?? '',
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1[^>]*id="not-found-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    header: html.includes('<header'),
    cache: answer.headers['x-page-cache'],
  };
}

test.describe('404 pages are rendered by the server', () => {
  test('an unknown path, offer, story or post: the panel in its language, inside the site, titled and noindex', async () => {
    const rows: [string, string, string][] = [
      ['/to-nie-istnieje/wcale', 'pl', PL],
      ['/en/no-such-page', 'en', EN],
      ['/job-offer/no-such-offer-here', 'pl', PL],
      ['/en/job-offer/no-such-offer-here', 'en', EN],
      ['/brands/story/no-such-story', 'pl', PL],
      ['/story/no-such-story', 'pl', PL],
      ['/blog/no-such-post', 'pl', PL],
      ['/en/blog/no-such-post', 'en', EN],
      ['/a.b/job-offers', 'pl', PL],
    ];
    for (const [path, lang, heading] of rows) {
      const page = await notFoundHtml(path);
      expect(page.status, path).toBe(404);
      expect(page.root, path).not.toContain('__next_error__');
      expect(page.lang, path).toBe(lang);
      expect(page.heading, path).toBe(heading);
      expect(page.title, path).toContain(heading);
      expect(page.robots, path).toContain('noindex');
      // The site's header and footer are around it, so the visitor can go on from there.
      expect(page.header, path).toBe(true);
    }
  });

  test('an unknown file: the panel in the default language, without the site around it', async () => {
    for (const path of ['/no-such-file.png', '/wp-login.php']) {
      const page = await notFoundHtml(path);
      expect(page.status, path).toBe(404);
      expect(page.root, path).not.toContain('__next_error__');
      expect(page.lang, path).toBe('pl');
      expect(page.heading, path).toBe(PL);
      expect(page.robots, path).toContain('noindex');
      expect(page.header, path).toBe(false);
    }
  });

  test("a page its board turns off: the panel, and the head says so instead of the feature's title", async () => {
    // The biz board has no salary calculator.
    for (const [path, lang, heading] of [
      ['/salary-calculator', 'pl', PL],
      ['/en/salary-calculator', 'en', EN],
    ] as const) {
      const answer = await rawRequest(path, { host: `biz.localhost:${process.env.E2E_PORT ?? 3100}` });
      expect(answer.status, path).toBe(404);
      expect(/<html[^>]*\blang="([^"]+)"/.exec(answer.body)?.[1], path).toBe(lang);
      expect(/<title>([^<]*)<\/title>/.exec(answer.body)?.[1], path).toContain(heading);
      expect(/<meta name="robots" content="([^"]*)"/.exec(answer.body)?.[1], path).toContain('noindex');
    }
  });

  test('a 404 is rendered again on every request, never kept for the next visitor', async () => {
    const first = await notFoundHtml('/job-offer/no-such-offer-twice');
    const second = await notFoundHtml('/job-offer/no-such-offer-twice');
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(second.cache).toBeUndefined();
    expect(second.heading).toBe(PL);
  });

  test("a client navigation's payload to a missing offer carries the panel with 200, so it shows in place", async () => {
    // Next's router asks with `rsc: 1` and a cache-busting `_rsc` (empty without router headers); it reloads the
    // whole page on any status but 200.
    const answer = await rawRequest('/en/job-offer/no-such-offer-here?_rsc=', { headers: { rsc: '1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/x-component');
    expect(answer.body).toContain(EN);
  });
});
