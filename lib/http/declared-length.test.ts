import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DECLARED_LENGTH_HEADER, keepDeclaredLength } from './declared-length';

/** A real server whose answers are written as Next writes a route's (headers set one by one, then the body). */
async function serve(answer: (res: http.ServerResponse) => void) {
  const server = http.createServer((_req, res) => {
    keepDeclaredLength(res);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fetchRaw = (method = 'GET', path = '/') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject)
        .end();
    });
  return { fetchRaw, close: () => new Promise((resolve) => server.close(resolve)) };
}

const body = Buffer.alloc(300_000, 7);

describe('keepDeclaredLength', () => {
  it('sends a declared length as Content-Length, never the internal header, for GET and HEAD', async () => {
    const server = await serve((res) => {
      res.setHeader('content-type', 'application/pdf');
      res.setHeader(DECLARED_LENGTH_HEADER, String(body.byteLength));
      res.flushHeaders();
      res.write(body.subarray(0, 1000));
      res.end(body.subarray(1000));
    });
    try {
      const got = await server.fetchRaw();
      expect(got.headers['content-length']).toBe(String(body.byteLength));
      expect(got.headers['transfer-encoding']).toBeUndefined();
      expect(got.headers[DECLARED_LENGTH_HEADER]).toBeUndefined();
      expect(got.body.byteLength).toBe(body.byteLength);
      const head = await server.fetchRaw('HEAD');
      expect(head.headers['content-length']).toBe(String(body.byteLength));
    } finally {
      await server.close();
    }
  });

  it('leaves an answer re-encoded on its way chunked, and drops the internal header', async () => {
    const server = await serve((res) => {
      res.setHeader(DECLARED_LENGTH_HEADER, String(body.byteLength));
      // What the compression middleware sets before the headers go out.
      res.setHeader('content-encoding', 'identity');
      res.write(body);
      res.end();
    });
    try {
      const got = await server.fetchRaw();
      expect(got.headers['content-length']).toBeUndefined();
      expect(got.headers['transfer-encoding']).toBe('chunked');
      expect(got.headers[DECLARED_LENGTH_HEADER]).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('changes nothing for answers that declare no length, and ignores a declared value that is not one', async () => {
    const server = await serve((res) => {
      if (res.req.url === '/bad') res.setHeader(DECLARED_LENGTH_HEADER, '12; drop');
      res.end('hello');
    });
    try {
      for (const path of ['/', '/bad']) {
        const got = await server.fetchRaw('GET', path);
        expect([got.headers['content-length'], got.body.toString()]).toEqual(['5', 'hello']);
        expect(got.headers[DECLARED_LENGTH_HEADER]).toBeUndefined();
      }
    } finally {
      await server.close();
    }
  });
});
