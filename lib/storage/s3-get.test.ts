import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GetObjectCommand,
  S3Client,
  type S3ClientConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/client-s3';
import type { FinalizeRequestMiddleware, HttpRequest } from '@smithy/types';
import { ObjectGetter, type ObjectGetterOptions, type SignedGet } from './s3-get';

// GetObject sent without the SDK's pipeline (decision 0063): the request must be the SDK's own, byte for
// byte where it is signed, on every kind of address; the sending must keep the SDK's timeouts and retries.

const key = 'applications/0123456789abcdef0123456789abcdef.pdf';

/** The request the SDK sends for GetObject, as signed, caught before it leaves. */
async function sdkRequest(config: S3ClientConfig, bucket: string, ifNoneMatch?: string): Promise<HttpRequest> {
  const client = new S3Client({ ...config, responseChecksumValidation: 'WHEN_REQUIRED' });
  let caught: HttpRequest | undefined;
  const catchIt: FinalizeRequestMiddleware<ServiceInputTypes, ServiceOutputTypes> = () => async (args) => {
    caught = args.request as HttpRequest;
    throw new Error('caught');
  };
  client.middlewareStack.addRelativeTo(catchIt, {
    relation: 'after',
    toMiddleware: 'httpSigningMiddleware',
    name: 'catchRequest',
  });
  await client
    .send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }))
    .catch(() => undefined);
  client.destroy();
  return caught!;
}

const transport: ObjectGetterOptions = {
  connectionTimeout: 1_000,
  requestTimeout: 60_000,
  maxSockets: 8,
  maxAttempts: 3,
};

describe('the GET of an object', () => {
  const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
  const cases: [string, S3ClientConfig, string][] = [
    ['AWS, virtual-hosted', { region: 'eu-central-1' }, 'wakat-uploads'],
    ['AWS, path style', { region: 'eu-central-1', forcePathStyle: true }, 'wakat-uploads'],
    ['AWS, a bucket name with dots (path style, as the SDK falls back)', { region: 'eu-west-1' }, 'uploads.wakat.pl'],
    [
      'an endpoint, path style',
      { region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
      'wakat',
    ],
    [
      'an endpoint with a path, virtual-hosted',
      { region: 'auto', endpoint: 'https://storage.example.com:8443/s3' },
      'wakat',
    ],
    [
      'a session token',
      { region: 'eu-central-1', credentials: { ...credentials, sessionToken: 'FwoGZXIvYXdzEXAMPLE//token' } },
      'wakat-uploads',
    ],
  ];

  afterEach(() => vi.useRealTimers());

  it.each(cases)(
    'is sent where the SDK sends it, with its signed headers, and signed correctly: %s',
    async (_name, config, bucket) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T20:00:00Z') });
      const clientConfig = { credentials, ...config };
      const secret = (clientConfig.credentials as { secretAccessKey: string }).secretAccessKey;
      for (const ifNoneMatch of [undefined, '"9b2cf535f27731c974343645a3985328"']) {
        const expected = await sdkRequest(clientConfig, bucket, ifNoneMatch);
        const client = new S3Client(clientConfig);
        const getter = new ObjectGetter(client, bucket, config.endpoint as string | undefined, transport);
        const signed = await getter.signed(key, ifNoneMatch);
        getter.destroy();
        client.destroy();

        const query = new URLSearchParams(expected.query as Record<string, string>).toString();
        expect([signed.protocol, signed.hostname, signed.port, signed.path]).toEqual([
          expected.protocol,
          expected.hostname,
          expected.port,
          `${expected.path}?${query}`,
        ]);
        // The headers the SDK signs, but for its own bookkeeping (invocation ids, its user agent, a checksum of
        // the empty request body), with the SDK's values.
        const namesOf = (authorization: string) => /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
        const bookkeeping = /^(amz-sdk-|x-amz-user-agent$|x-amz-checksum-)/;
        const names = namesOf(signed.headers.authorization!);
        expect(names).toEqual(namesOf(expected.headers.authorization!).filter((name) => !bookkeeping.test(name)));
        expect(names).toContain('host');
        // The same credential scope (key, day, region, service) and time.
        const credentialOf = (authorization: string) => /Credential=([^,]+)/.exec(authorization)![1];
        expect(credentialOf(signed.headers.authorization!)).toBe(credentialOf(expected.headers.authorization!));
        if (ifNoneMatch) expect(names).toContain('if-none-match');
        if ((config.credentials as { sessionToken?: string } | undefined)?.sessionToken)
          expect(names).toContain('x-amz-security-token');
        const sdkHost = `${expected.hostname}${expected.port ? `:${expected.port}` : ''}`;
        for (const name of names)
          expect([name, signed.headers[name]]).toEqual([name, name === 'host' ? sdkHost : expected.headers[name]]);
        // The signature, checked by SigV4's definition rather than by the signer that made it.
        expect(signed.headers.authorization).toBe(sigV4(signed, secret));
      }
    },
  );
});

/** SigV4's Authorization for a GET (AWS's "Create a signed AWS API request"), from the request as sent. */
function sigV4(request: SignedGet, secret: string): string {
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const authorization = request.headers.authorization!;
  const scope = /Credential=[^/]+\/([^,]+)/.exec(authorization)![1]!;
  const [date, region, service] = scope.split('/');
  const names = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
  const [path, query = ''] = request.path.split('?');
  const canonical = [
    'GET',
    path,
    query,
    ...names.map((name) => `${name}:${request.headers[name]!.trim()}`),
    '',
    names.join(';'),
    request.headers['x-amz-content-sha256'],
  ].join('\n');
  const amzDate = request.headers['x-amz-date']!;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  const credential = /Credential=([^,]+)/.exec(authorization)![1];
  return `AWS4-HMAC-SHA256 Credential=${credential}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/** A server on loopback answering each request with the next of `answers` (the last one repeats). */
async function scripted(answers: ((req: http.IncomingMessage, res: http.ServerResponse) => void)[]) {
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    answers[Math.min(requests.length, answers.length) - 1]!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });
  const getters: ObjectGetter[] = [];
  return {
    requests,
    getter(options: Partial<ObjectGetterOptions> = {}) {
      const getter = new ObjectGetter(client, 'wakat', endpoint, { ...transport, ...options });
      getters.push(getter);
      return getter;
    },
    async close() {
      for (const getter of getters) getter.destroy();
      client.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const s3Error = (status: number, code: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code} here</Message></Error>`);
};
const object =
  (body: string, headers: http.OutgoingHttpHeaders = {}) =>
  (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { 'content-length': Buffer.byteLength(body), etag: '"e1"', ...headers });
    res.end(body);
  };

async function text(answer: Awaited<ReturnType<ObjectGetter['get']>>): Promise<string> {
  if (!answer || answer === 'notModified') throw new Error(`no body: ${answer}`);
  let out = '';
  for await (const chunk of answer.body) out += String(chunk);
  return out;
}

describe('sending the GET', () => {
  it('answers the object with its size and ETag, "not modified" for a 304 to If-None-Match, null for NoSuchKey only', async () => {
    const server = await scripted([
      object('hello'),
      (req, res) => {
        expect(req.headers['if-none-match']).toBe('"e1"');
        res.writeHead(304).end();
      },
      s3Error(404, 'NoSuchKey'),
      s3Error(404, 'NoSuchBucket'),
      s3Error(403, 'AccessDenied'),
    ]);
    try {
      const getter = server.getter();
      const answer = await getter.get(key);
      expect(answer).toMatchObject({ size: 5, etag: '"e1"' });
      expect(await text(answer)).toBe('hello');
      expect(await getter.get(key, '"e1"')).toBe('notModified');
      expect(await getter.get(key)).toBeNull();
      // A missing bucket or a refusal is an error named by S3's code, never "no such file"; not retried.
      await expect(getter.get(key)).rejects.toMatchObject({ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } });
      await expect(getter.get(key)).rejects.toMatchObject({ name: 'AccessDenied', message: /AccessDenied here/ });
      expect(server.requests).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it('retries a transient failure before the answer as the SDK does (503, a connection reset), up to its attempts', async () => {
    const server = await scripted([
      s3Error(503, 'SlowDown'),
      (req) => req.socket.destroy(),
      object('third time'),
      s3Error(500, 'InternalError'),
    ]);
    try {
      const getter = server.getter();
      expect(await text(await getter.get(key))).toBe('third time');
      await expect(getter.get(key)).rejects.toMatchObject({ name: 'InternalError' });
      // 3 for the first GET, 3 for the second.
      expect(server.requests).toHaveLength(6);
    } finally {
      await server.close();
    }
  });

  it('fails a GET whose server goes silent, before the answer or in the middle of the body', async () => {
    const server = await scripted([
      () => undefined,
      () => undefined,
      () => undefined,
      (_req, res) => {
        res.writeHead(200, { 'content-length': 1000 });
        res.write('part of it');
      },
    ]);
    try {
      const getter = server.getter({ requestTimeout: 150 });
      await expect(getter.get(key)).rejects.toMatchObject({ name: 'TimeoutError' });
      const answer = await getter.get(key);
      await expect(text(answer)).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(server.requests).toHaveLength(4);
    } finally {
      await server.close();
    }
  });

  it('refuses an object answered without its length', async () => {
    const server = await scripted([
      (_req, res) => {
        res.writeHead(200, { 'transfer-encoding': 'chunked' });
        res.end('no length');
      },
    ]);
    try {
      await expect(server.getter().get(key)).rejects.toThrow(/without a Content-Length/);
    } finally {
      await server.close();
    }
  });
});
