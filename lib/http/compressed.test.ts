import { gunzipSync } from 'node:zlib';
import { compressedText } from './compressed';

const css = ':root{--a:1}'.repeat(500);
const req = (encoding?: string) =>
  new Request('http://it.localhost/theme.css', { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressedText', () => {
  it('gzips for clients that accept it, and the body unzips to the text', async () => {
    const res = compressedText(req('gzip, deflate, br'), css, { 'content-type': 'text/css', vary: 'Host' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Host, Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(css.length / 10);
    expect(gunzipSync(body).toString()).toBe(css);
  });

  it('sends plain text to clients that do not, still varying on the encoding', async () => {
    const res = compressedText(req(), css, { 'content-type': 'text/css' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(css);
  });

  it('compresses an immutable body once per key', async () => {
    const key = {};
    const a = Buffer.from(await compressedText(req('gzip'), css, {}, key).arrayBuffer());
    const b = Buffer.from(await compressedText(req('gzip'), 'ignored: the key is cached', {}, key).arrayBuffer());
    expect(gunzipSync(b).toString()).toBe(gunzipSync(a).toString());
  });
});
