import type { ServerResponse } from 'node:http';

/**
 * A route's answer whose body has a known length says so in this header (`storedFileResponse`). Next's server
 * drops `Content-Length` from every route answer (`next/dist/server/send-response.js`, for bodies it may have
 * decoded) and sends them chunked, so a browser would show a download without its size; this header survives,
 * and `keepDeclaredLength` turns it back into `Content-Length` as the headers go out. Never sent to a client.
 */
export const DECLARED_LENGTH_HEADER = 'x-wakat-content-length';

/**
 * Called by server.ts on every answer before Next writes it: when the headers go out, a declared length
 * becomes the answer's `Content-Length`, unless the body is re-encoded on its way (Next's compression sets
 * `Content-Encoding` before this runs) or a length or framing is already set. The internal header is always
 * removed.
 */
export function keepDeclaredLength(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const declared = this.getHeader(DECLARED_LENGTH_HEADER);
    if (declared !== undefined) {
      this.removeHeader(DECLARED_LENGTH_HEADER);
      const framed = ['content-encoding', 'transfer-encoding', 'content-length'].some((name) => this.hasHeader(name));
      // writeHead(status, headers) may bring its own framing too (Next's pipe does not pass any).
      const given = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null);
      const framedByArgs =
        given !== undefined &&
        Object.keys(given).some((name) => /^(content-encoding|transfer-encoding|content-length)$/i.test(name));
      if (!framed && !framedByArgs && /^\d{1,15}$/.test(String(declared)))
        this.setHeader('content-length', String(declared));
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
