import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { escapeHtml } from '@/lib/html/escape';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, paths } from '@/lib/paths';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_COOKIE, THEME_STYLESHEET_PATH } from '@/lib/theme/color-scheme';

/** The document Next sends for a page whose render failed: scripts only, for the browser to render. */
const NEXT_ERROR_ROOT = '<html id="__next_error__"';
/** How the encodings Next's compression may choose are undone. */
const UNPACK = new Map<string, (body: Buffer) => Buffer>([
  ['identity', (body) => body],
  ['gzip', (body) => gunzipSync(body)],
  ['deflate', (body) => inflateSync(body)],
  ['br', (body) => brotliDecompressSync(body)],
]);
/** Never buffer more than this of an answer; Next's error document is ~35 KB. */
const MAX_BYTES = 512 * 1024;

/** The board's look for readers without scripts: its theme's variables on the page, its font and link colour. */
const NOSCRIPT_STYLE =
  'body{margin:0;background:var(--wk-palette-background-default,#fff);color:var(--wk-palette-text-primary,#1a1a1a);' +
  'font-family:var(--wk-font-family,system-ui,sans-serif)}a{color:var(--wk-palette-primary-main,#1565c0)}';

/**
 * What a visitor without scripts reads in the error document: the error page's text in the page's language,
 * with a link to try again (the same address) and one home, in the board's theme (its stylesheet, read only
 * without scripts). Fixed markup from the message catalogues only.
 */
export function errorDocumentParts(locale: Locale): { head: string; body: string } {
  const t = (locale === 'en' ? en : pl).errorPage;
  const home = escapeHtml(localizedPath(locale, paths.home()));
  return {
    head:
      `<title>${escapeHtml(t.title)}</title>` +
      `<noscript><link rel="stylesheet" href="${THEME_STYLESHEET_PATH}"/><style>${NOSCRIPT_STYLE}</style></noscript>`,
    body:
      '<noscript><main style="max-width:36rem;margin:15vh auto;padding:0 16px;' +
      `text-align:center;line-height:1.5"><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.description)}</p>` +
      `<p><a href="">${escapeHtml(t.retry)}</a> · <a href="${home}">${escapeHtml(t.backHome)}</a></p></main></noscript>`,
  };
}

/** The visitor's colour scheme from the request's cookies: dark when they chose it, else light. */
export function colorSchemeOf(cookieHeader: string | undefined): 'light' | 'dark' {
  const value = new RegExp(`(?:^|;\\s*)${COLOR_SCHEME_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * Next's error document with the text of `errorDocumentParts` put in and the visitor's colour scheme on its
 * root (the theme's dark variables apply only where the board has them); any other HTML unchanged.
 */
export function fillNextErrorDocument(html: string, locale: Locale, scheme: 'light' | 'dark' = 'light'): string {
  if (!html.includes(NEXT_ERROR_ROOT)) return html;
  const parts = errorDocumentParts(locale);
  return html
    .replace(NEXT_ERROR_ROOT, `${NEXT_ERROR_ROOT} lang="${locale}" ${COLOR_SCHEME_ATTRIBUTE}="${scheme}"`)
    .replace(/<head>/, `<head>${parts.head}`)
    .replace(/<body([^>]*)>/, `<body$1>${parts.body}`);
}

/**
 * A page whose render fails gets Next's error document with status 500: empty until its scripts render the
 * error page (`app/[locale]/error.tsx`), so blank for a visitor without scripts and for a crawler. This keeps
 * such an answer (a page's GET, status 500 and above, HTML) until its end, unpacks it if Next compressed it,
 * and sends it with the error page's text in the page's language for them (`fillNextErrorDocument`); a browser
 * with scripts renders the error page as before. Every other answer passes through untouched, as it goes.
 * Installed in server.ts before Next's handler, so Next's compression writes through it.
 */
export function fillErrorDocument(req: IncomingMessage, res: ServerResponse, locale: Locale): void {
  if (req.method !== 'GET' || req.headers.rsc !== undefined) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let held: { status: number; rest: unknown[]; chunks: Buffer[]; bytes: number } | null = null;

  /** Sends what was held as it came: too large to fill, or not the document expected. */
  const release = () => {
    const { status, rest, chunks } = held!;
    held = null;
    writeHead(status, ...rest);
    for (const chunk of chunks) write(chunk);
  };

  const holds = (status: number, type: unknown) => status >= 500 && String(type ?? '').startsWith('text/html');
  /** Before the first byte of an answer Next has already set as a failed page: hold it from here. */
  const holdIfFailed = () => {
    if (!held && !res.headersSent && holds(res.statusCode, res.getHeader('content-type')))
      held = { status: res.statusCode, rest: [], chunks: [], bytes: 0 };
  };

  /** Adds a piece to the held answer; past MAX_BYTES, sends what was held and lets the rest through. */
  const keep = (chunk: unknown) => {
    if (!held) return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    held.chunks.push(buffer);
    held.bytes += buffer.length;
    if (held.bytes > MAX_BYTES) release();
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    // Node and Next's compression ask again for the head they think was not written yet.
    if (held) return res;
    const headers = rest.find((r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null);
    if (!holds(status, headers?.['content-type'] ?? res.getHeader('content-type'))) return writeHead(status, ...rest);
    // Held: the headers given here go on the response, to be written with the filled document.
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
    held = { status, rest: rest.filter((r) => typeof r === 'string'), chunks: [], bytes: 0 };
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    holdIfFailed();
    if (!held) return write(chunk, ...rest);
    keep(chunk);
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    holdIfFailed();
    if (!held) return end(...args);
    if (chunk !== undefined && chunk !== null) keep(chunk);
    if (!held) return end(callback);
    const { status, rest, chunks } = held;
    held = null;
    let body: Buffer = Buffer.concat(chunks);
    const unpack = UNPACK.get(String(res.getHeader('content-encoding') ?? 'identity'));
    try {
      if (!unpack) throw new Error('an encoding this does not unpack');
      body = unpack(body);
    } catch {
      // Not what Next sends for a failed render: send it as it was.
      writeHead(status, ...rest);
      write(Buffer.concat(chunks));
      return end(callback);
    }
    const filled = Buffer.from(fillNextErrorDocument(body.toString('utf8'), locale, colorSchemeOf(req.headers.cookie)));
    res.removeHeader('content-encoding');
    res.setHeader('content-length', filled.length);
    writeHead(status, ...rest);
    return end(filled, callback);
  }) as typeof res.end;
}
