import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeNextRequest, NodeNextResponse } from 'next/dist/server/base-http/node';
import { sendResponse } from 'next/dist/server/send-response';
import { signalFromNodeResponse } from 'next/dist/server/web/spec-extension/adapters/next-request';
import { NextRequest } from 'next/server';
import { stampClientAddress } from '@/lib/http/client-address';
import { keepDeclaredLength } from '@/lib/http/declared-length';

type RouteHandler = (
  request: NextRequest,
  segment: { params: Promise<Record<string, string>> },
) => Promise<Response | unknown>;

export interface ServedRoute {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What the handler or the sending of an answer threw (Next would log each one). */
  errors: unknown[];
  close(): Promise<void>;
}

/**
 * One route handler behind a real Node HTTP server on loopback, answered the way the production server
 * answers an App Router route: the socket's address stamped and declared lengths kept as server.ts does, the request's signal
 * aborted when the client goes away, and the handler's Response written by Next's own `sendResponse`
 * (its headers, its pipe of the body into the socket with back-pressure and cancellation).
 * `params` names the route's dynamic segments from the request's path; `port` 0 (the default) takes a free one.
 */
export async function serveRoute(
  handler: RouteHandler,
  params: (pathname: string) => Record<string, string>,
  { port: wanted = 0 }: { port?: number } = {},
): Promise<ServedRoute> {
  const errors: unknown[] = [];
  const server = http.createServer((req, res) => {
    stampClientAddress(req);
    keepDeclaredLength(res);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const request = new NextRequest(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
      signal: signalFromNodeResponse(res),
    });
    void (async () => {
      const response = await handler(request, { params: Promise.resolve(params(url.pathname)) });
      if (!(response instanceof Response)) throw new Error('the route answered no Response');
      await sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response);
    })().catch((error: unknown) => {
      errors.push(error);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    errors,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
