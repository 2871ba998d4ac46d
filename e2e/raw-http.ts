import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Names and values as sent, in order. */
  rawHeaders: string[];
  body: string;
}

/**
 * One HTTP request to the server on loopback, as written: no URL normalisation (malformed paths reach the
 * server as they are), no redirect followed, and any Host (Node cannot resolve *.localhost). The Host
 * defaults to the it board's.
 */
export function rawRequest(
  path: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: options.method ?? 'GET',
        path,
        headers: { host: options.host ?? `it.localhost:${PORT}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${path.slice(0, 200)}`)));
    req.end(options.body);
  });
}
