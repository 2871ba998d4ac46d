import { DECLARED_LENGTH_HEADER } from '@/lib/http/declared-length';
import type { StoredStream } from '@/lib/storage/storage';

/**
 * The answer that sends a stored file (`Storage.open`): its bytes stream from the directory or the bucket
 * as the client reads them, with the object's length as Content-Length (declared again for the server, which
 * puts it back on the wire after Next removed it: `lib/http/declared-length.ts`, so a browser shows the
 * download's progress against its size). The object is released however the
 * request ends: read to its end, cancelled by the server when the client goes away mid-way, closed at once
 * for HEAD (headers only: Next answers HEAD with the GET handler and never reads the body) or when the
 * client left before the answer began.
 */
export function storedFileResponse(request: Request, file: StoredStream, headers: Record<string, string>): Response {
  const release = () => void file.body.cancel().catch(() => undefined);
  const all = { ...headers, 'content-length': String(file.size), [DECLARED_LENGTH_HEADER]: String(file.size) };
  if (request.method === 'HEAD' || request.signal.aborted) {
    release();
    return new Response(null, { headers: all });
  }
  // While the body is being sent it is locked and the server's own pipe cancels it; this covers a client
  // that leaves between this answer and the first byte (cancelling a locked stream is refused, harmlessly).
  request.signal.addEventListener('abort', release, { once: true });
  return new Response(file.body, { headers: all });
}
