import { refusalOf } from './request-guard';

const get = (url: string) => refusalOf({ url, method: 'GET', headers: { host: 'it.localhost' } });

describe('requests refused before Next', () => {
  it.each([
    '/api/v1/offers/%C0%AF',
    '/%zz',
    '/job-offers/%25',
    '/job-offer/%FF%FE',
    '/job-offer/a%00b',
    '/job-offer/a%0Ab',
    '/job-offers/%2500',
  ])('%s → 400', (url) => {
    expect(get(url)?.status).toBe(400);
  });

  it('refuses overlong addresses with 414', () => {
    expect(get(`/job-offers/${'a'.repeat(4096)}`)?.status).toBe(414);
    expect(get(`/job-offers?keywords=${'a'.repeat(9000)}`)?.status).toBe(414);
    expect(get(`/job-offers?keywords=${'a'.repeat(4000)}`)).toBeNull();
  });

  it('lets ordinary paths and queries through (the query is parsed by the routes)', () => {
    for (const url of ['/', '/en/job-offers/warszawa?keywords=a%00b', '/job-offer/zażółć', '/job-offer/za%C5%BC']) {
      expect(get(url)).toBeNull();
    }
  });

  it('refuses server actions posted from another origin with 403', () => {
    const action = (origin?: string) =>
      refusalOf({
        url: '/job-offers',
        method: 'POST',
        headers: { host: 'it.localhost:3000', 'next-action': 'abc', ...(origin ? { origin } : {}) },
      });
    expect(action('https://evil.example')?.status).toBe(403);
    expect(action('not a url')?.status).toBe(403);
    expect(action('http://it.localhost:3000')).toBeNull();
    expect(action()).toBeNull();
  });
});
