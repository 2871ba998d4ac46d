import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, ChecksumConstructor, HashConstructor, Provider } from '@smithy/types';

/**
 * GetObject as one signed HTTP GET on a keep-alive connection, without the SDK's request pipeline (decision
 * 0063). The request is the one the SDK would send for `GetObjectCommand` (the address from the SDK's own
 * endpoint rules, the same headers and query, signed by the SDK's SigV4 signer with the client's credentials);
 * only the sending is this module's: Node's `http`/`https` with an agent of its own, the connection and
 * inactivity timeouts, and the SDK's retries of transient failures before an answer starts.
 */

export interface ObjectGetterOptions {
  /** Milliseconds to establish a connection. */
  connectionTimeout: number;
  /** Milliseconds a connection may stay silent, before or during the answer. */
  requestTimeout: number;
  /** Connections to the server at once. */
  maxSockets: number;
  /** Tries of one GET (the first included) when it fails before an answer starts (the SDK's `maxAttempts`). */
  maxAttempts: number;
}

/** An object's answer: its body (the response, a Node stream), its size and its ETag. */
export interface ObjectAnswer {
  body: IncomingMessage;
  size: number;
  etag: string | undefined;
}

/** A GET ready to send: the address and the signed headers (exposed for the tests that compare it with the SDK's). */
export interface SignedGet {
  protocol: 'http:' | 'https:';
  hostname: string;
  port: number | undefined;
  path: string;
  headers: Record<string, string>;
}

/** S3's answer to a request it refused, named by its error code as the SDK names its errors. */
export class S3RequestError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode: status };
  }
}

/** Statuses and error codes the SDK's standard retry strategy retries (throttling and transient failures). */
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const RETRY_CODES = new Set(['SlowDown', 'Throttling', 'ThrottlingException', 'RequestTimeout', 'TimeoutError']);
const RETRY_NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The most of an error answer's body read for its code and message. */
const ERROR_BODY_BYTES = 64 * 1024;

interface Target {
  url: URL;
  signer: SignatureV4;
}

export class ObjectGetter {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private target: Promise<Target> | undefined;

  /** `endpoint`: the server's URL the client was made with (unset: AWS in the client's region). */
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly endpoint: string | undefined,
    private readonly options: ObjectGetterOptions,
  ) {
    // Connections kept open between downloads, the most recently used first (a warm one, not one the server
    // may be about to close for idleness).
    const agentOptions = { keepAlive: true, maxSockets: options.maxSockets, scheduling: 'lifo' as const };
    this.httpAgent = new http.Agent(agentOptions);
    this.httpsAgent = new https.Agent(agentOptions);
  }

  /**
   * The object, or null when the bucket has no such key (404 NoSuchKey); `notModified` when `ifNoneMatch` is
   * the object's current ETag (304). Any other refusal, a timeout or a connection that fails throws, after the
   * retries the SDK would make.
   */
  async get(key: string, ifNoneMatch?: string): Promise<ObjectAnswer | 'notModified' | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(key, ifNoneMatch);
      } catch (error) {
        if (attempt >= this.options.maxAttempts || !isRetryable(error)) throw error;
        // The SDK's back-off: a random delay up to 100 ms × 2^(attempt − 1) (500 ms for throttling).
        const base = (error as S3RequestError).$metadata?.httpStatusCode === 429 ? 500 : 100;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * base * 2 ** (attempt - 1)));
      }
    }
  }

  /** The signed request for a key (the If-None-Match header with an ETag). */
  async signed(key: string, ifNoneMatch?: string): Promise<SignedGet> {
    const { url, signer } = await (this.target ??= this.resolveTarget());
    const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    const path = `${base}${key.split('/').map(encodeURIComponent).join('/')}`;
    const headers: Record<string, string> = { host: url.host };
    if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
    const query = { 'x-id': 'GetObject' };
    const request = await signer.sign({
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path,
      query,
      headers,
    });
    return {
      protocol: url.protocol === 'http:' ? 'http:' : 'https:',
      // An IPv6 address without its brackets, as `http.request` takes it.
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port ? Number(url.port) : undefined,
      path: `${path}?x-id=GetObject`,
      headers: request.headers,
    };
  }

  /** Closes the idle connections (those in use close when their answers end or are destroyed). */
  destroy(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }

  private async once(key: string, ifNoneMatch?: string): Promise<ObjectAnswer | 'notModified' | null> {
    const request = await this.signed(key, ifNoneMatch);
    const response = await this.send(request);
    const status = response.statusCode ?? 0;
    if (status === 200) {
      const length = response.headers['content-length'];
      if (length === undefined || !/^\d+$/.test(length)) {
        response.destroy();
        throw new Error(`GetObject answered ${key} without a Content-Length`);
      }
      const etag = response.headers.etag;
      return { body: response, size: Number(length), etag: typeof etag === 'string' ? etag : undefined };
    }
    if (status === 304 && ifNoneMatch) {
      response.resume();
      return 'notModified';
    }
    const error = await refusal(response, key);
    if (error.name === 'NoSuchKey') return null;
    throw error;
  }

  /** Sends a GET and answers its response once the headers are in, within the connection and inactivity timeouts. */
  private send(request: SignedGet): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const options = {
        protocol: request.protocol,
        hostname: request.hostname,
        port: request.port,
        path: request.path,
        method: 'GET',
        headers: request.headers,
      };
      const req =
        request.protocol === 'http:'
          ? http.request({ ...options, agent: this.httpAgent })
          : https.request({ ...options, agent: this.httpsAgent });
      req.on('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () => req.destroy(timeoutError(`no connection within ${this.options.connectionTimeout} ms`)),
          this.options.connectionTimeout,
        );
        socket.once('connect', () => clearTimeout(timer));
        socket.once('close', () => clearTimeout(timer));
      });
      // Silence on the connection, waiting for the answer or in the middle of its body: the request and its
      // response (whose reader sees the error) are destroyed.
      let response: IncomingMessage | undefined;
      req.setTimeout(this.options.requestTimeout, () => {
        const error = timeoutError(`no data for ${this.options.requestTimeout} ms`);
        response?.destroy(error);
        req.destroy(error);
      });
      req.on('response', (res) => {
        response = res;
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** The object's address (the SDK's endpoint rules for this bucket) and a signer with the client's settings. */
  private async resolveTarget(): Promise<Target> {
    const config = this.client.config;
    const region = await config.region();
    const resolved = config.endpointProvider({
      Bucket: this.bucket,
      Region: region,
      UseFIPS: await config.useFipsEndpoint(),
      UseDualStack: await config.useDualstackEndpoint(),
      Endpoint: this.endpoint,
      ForcePathStyle: config.forcePathStyle,
      Accelerate: config.useAccelerateEndpoint,
      DisableMultiRegionAccessPoints: config.disableMultiregionAccessPoints,
      UseArnRegion: typeof config.useArnRegion === 'function' ? await config.useArnRegion() : config.useArnRegion,
      UseGlobalEndpoint: false,
    });
    const scheme = (
      resolved.properties?.authSchemes as { name?: string; signingName?: string; signingRegion?: string }[] | undefined
    )?.[0];
    if (scheme && scheme.name !== 'sigv4')
      throw new Error(
        `GetObject on ${this.bucket} needs the ${scheme.name} signature, which the adapter does not send`,
      );
    const signer = new SignatureV4({
      service: scheme?.signingName ?? 's3',
      region: scheme?.signingRegion ?? region,
      credentials: config.credentials as Provider<AwsCredentialIdentity>,
      sha256: config.sha256 as ChecksumConstructor | HashConstructor,
      // S3 signs the path as sent (no second encoding), as the SDK's S3 signer does.
      uriEscapePath: false,
    });
    return { url: new URL(resolved.url.href), signer };
  }
}

function timeoutError(message: string): Error {
  return Object.assign(new Error(message), { name: 'TimeoutError' });
}

function isRetryable(error: unknown): boolean {
  const { name, code, $metadata } = (error ?? {}) as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    RETRY_STATUSES.has($metadata?.httpStatusCode ?? 0) ||
    RETRY_CODES.has(name ?? '') ||
    RETRY_NETWORK_CODES.has(code ?? '')
  );
}

/** An error answer as an error named by S3's code (`<Code>NoSuchKey</Code>`), its message kept. */
async function refusal(response: IncomingMessage, key: string): Promise<S3RequestError> {
  const status = response.statusCode ?? 0;
  let text = '';
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      text += chunk.toString('utf8');
      if (text.length >= ERROR_BODY_BYTES) break;
    }
  } catch {
    // The code is still known from the status below.
  } finally {
    response.destroy();
  }
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1];
  const code = tag('Code') ?? (status === 404 ? 'NotFound' : `HTTP${status}`);
  return new S3RequestError(
    code,
    `GetObject ${key}: ${status} ${code}${tag('Message') ? `: ${tag('Message')}` : ''}`,
    status,
  );
}
