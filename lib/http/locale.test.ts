import { localeOfRequest } from './locale';

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('localeOfRequest', () => {
  it('prefers ?lang, then the NEXT_LOCALE cookie, then Accept-Language', () => {
    expect(localeOfRequest(req('http://x/api?lang=en', { cookie: 'NEXT_LOCALE=pl' }))).toBe('en');
    expect(localeOfRequest(req('http://x/api', { cookie: 'a=1; NEXT_LOCALE=en' }))).toBe('en');
    expect(localeOfRequest(req('http://x/api', { 'accept-language': 'de-DE,en-GB;q=0.8' }))).toBe('en');
  });

  it('falls back to Polish for anything unknown', () => {
    expect(localeOfRequest(req('http://x/api?lang=xx', { cookie: 'NEXT_LOCALE=%%%', 'accept-language': '*' }))).toBe(
      'pl',
    );
  });
});
