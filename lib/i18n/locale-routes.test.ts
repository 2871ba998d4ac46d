import { compile, pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { describe, expect, it } from 'vitest';
import { localeCookieHeaders, localeRedirect, localeRewrites, pageLocale } from './locale-routes';

// Next compiles a custom route's source this way (lib/build-custom-route.js): case-blind, strict.
const matches = (source: string, path: string) =>
  pathToRegexp(source, [], { strict: true, sensitive: false }).test(path);

/** Where Next's rewrites send a path (the first matching rule), or null. */
function rewrite(path: string): string | null {
  for (const rule of localeRewrites()) {
    const keys: { name: string | number }[] = [];
    const found = pathToRegexp(rule.source, keys, { strict: true, sensitive: false }).exec(path);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key.name, found[i + 1]]));
    return compile(rule.destination, { validate: false, encode: (value: string) => value })(params);
  }
  return null;
}

const cookieOf = (path: string) =>
  localeCookieHeaders()
    .filter((rule) => matches(rule.source, path))
    .flatMap((rule) => rule.headers.map((header) => header.value));

describe('locale routes', () => {
  it('rewrite unprefixed pages to Polish and leave English, the API, the hubs and files alone', () => {
    expect(rewrite('/')).toBe('/pl');
    expect(rewrite('/job-offers')).toBe('/pl/job-offers');
    expect(rewrite('/job-offers/krakow/backend')).toBe('/pl/job-offers/krakow/backend');
    expect(rewrite('/a.b/job-offers')).toBe('/pl/a.b/job-offers');
    expect(rewrite('/english')).toBe('/pl/english');
    for (const path of [
      '/en',
      '/en/job-offers',
      '/EN/job-offers',
      '/api/v2/app-config',
      '/apix',
      '/hubs/chat',
      '/_next/x',
      '/robots.txt',
      '/terms/a.pdf',
    ])
      expect(rewrite(path), path).toBeNull();
  });

  it('name the page’s language in NEXT_LOCALE, once, and set nothing on the API or files', () => {
    expect(cookieOf('/')).toEqual(['NEXT_LOCALE=pl; Path=/; SameSite=lax']);
    expect(cookieOf('/job-offers/krakow')).toEqual(['NEXT_LOCALE=pl; Path=/; SameSite=lax']);
    expect(cookieOf('/en')).toEqual(['NEXT_LOCALE=en; Path=/; SameSite=lax']);
    expect(cookieOf('/en/job-offers')).toEqual(['NEXT_LOCALE=en; Path=/; SameSite=lax']);
    for (const path of ['/api/v2/app-config', '/hubs/chat', '/robots.txt', '/en/file.txt'])
      expect(cookieOf(path), path).toEqual([]);
  });

  it('redirect the default language’s prefix and prefixes in other letter case to the one address', () => {
    expect(localeRedirect('/pl')).toBe('/');
    expect(localeRedirect('/pl?x=1')).toBe('/?x=1');
    expect(localeRedirect('/pl/job-offers?x=1')).toBe('/job-offers?x=1');
    expect(localeRedirect('/PL/job-offers')).toBe('/job-offers');
    expect(localeRedirect('/pl/en')).toBe('/en');
    expect(localeRedirect('/EN/job-offers?a=b')).toBe('/en/job-offers?a=b');
    expect(localeRedirect('/En')).toBe('/en');
    for (const url of ['/', '/en', '/en/job-offers', '/job-offers', '/plx', '/pl.txt', '/pl/robots.txt', '/api/x'])
      expect(localeRedirect(url), url).toBeNull();
  });

  it('read a render’s language from its address', () => {
    expect(pageLocale('/en')).toBe('en');
    expect(pageLocale('/en/job-offers?x')).toBe('en');
    expect(pageLocale('/en?x=1')).toBe('en');
    expect(pageLocale('/job-offers')).toBe('pl');
    expect(pageLocale('/english')).toBe('pl');
    expect(pageLocale('/')).toBe('pl');
  });
});
