import { guardActionBody, refusalOf } from './request-guard';

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
    // Pages: the whole address (the locale proxy echoes it into headers); the API keeps the longer limit.
    expect(get(`/job-offers?keywords=${'a'.repeat(4000)}`)?.status).toBe(414);
    expect(get(`/job-offers?keywords=${'a'.repeat(2000)}`)).toBeNull();
    expect(get(`/api/v2/user-panel/offers/by-cursor?keywords=${'a'.repeat(5000)}`)).toBeNull();
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

describe('server action bodies', () => {
  it('turn the 500 a stand-in for Next answers to undecodable arguments into 400, and nothing else', async () => {
    const { createServer, request } = await import('node:http');
    const server = createServer((req, res) => {
      guardActionBody(req, res);
      // Reads the body later, as Next does, and fails on what it cannot decode or when told to.
      setTimeout(() => {
        let text = '';
        req.on('data', (c: Buffer) => (text += c.toString()));
        req.on('end', () => {
          let status = 200;
          try {
            if (JSON.parse(text) === 'boom') status = 500;
          } catch {
            status = 500;
          }
          res.statusCode = status;
          res.end(text);
        });
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    const post = (body: string, type = 'text/plain;charset=UTF-8') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          { port, method: 'POST', path: '/', headers: { 'next-action': 'x', 'content-type': type } },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect(await post('[{"a":')).toEqual({ status: 400, body: '[{"a":' });
      expect((await post('["ok"]')).status).toBe(200);
      // A server failure on valid arguments stays a 500 (it is not the client's fault).
      expect((await post('"boom"')).status).toBe(500);
      // Multipart bodies are left to Next.
      expect((await post('[{"a":', 'multipart/form-data; boundary=x')).status).toBe(500);
    } finally {
      server.close();
    }
  });
});
