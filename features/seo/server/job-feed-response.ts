import 'server-only';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Db } from '@/lib/db/client';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { boardFeed, type FeedFormat } from './job-feed';

const TYPES: Record<FeedFormat, string> = {
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** Accept-Encoding names gzip with a non-zero quality. */
function acceptsGzip(header: string | null): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * A feed answer: the stored gzip bytes for clients that accept them (every aggregator does), else the same
 * bytes inflated as they are sent. `?lang=en` gives English category names and offer links.
 */
export async function feedResponse(db: Db, tenant: Tenant, origin: string, request: Request, format: FeedFormat) {
  const locale = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'pl';
  const gzipped = await boardFeed(db, tenant, origin, locale, format);
  const headers: Record<string, string> = {
    'content-type': TYPES[format],
    'cache-control': 'public, max-age=300',
    vary: 'Accept-Encoding',
  };
  if (acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response(new Uint8Array(gzipped), {
      headers: { ...headers, 'content-encoding': 'gzip', 'content-length': String(gzipped.length) },
    });
  }
  const body = Readable.toWeb(Readable.from([gzipped]).pipe(createGunzip())) as ReadableStream<Uint8Array>;
  return new Response(body, { headers });
}
