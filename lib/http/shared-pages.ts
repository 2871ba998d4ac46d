import { withoutLocale } from '@/lib/paths';

/**
 * Shared pages: the same HTML for every visitor of a board, signed in or not (decision 0066). Their render
 * never sees the session (server.ts takes the session cookies off the request before Next reads it), so
 * the page cache may answer them for signed-in visitors too; everything personal on them arrives in the
 * browser from one per-visitor call (GET /api/v1/me/page-state). Paths in either language.
 *
 * The home page and the offer pages are shared too (decision 0073): their apply prefill, last application and
 * match come from the same call. Not shared: pages whose server render shows the visitor's own data (the home
 * page's account tabs, `?tab=favoriteOffers|matchedForYou`; profile, favourites, applications, the employer
 * panel and its forms, sign-in and registration).
 */
/** The home page's tabs that list the visitor's own offers (features/home/tabs.ts): rendered per visitor. */
export const PERSONAL_HOME_TABS = ['favoriteOffers', 'matchedForYou'] as const;

const SHARED = [
  /^\/$/,
  /^\/job-offer\/[^/]+$/,
  /^\/job-offers(\/|$)/,
  /^\/pricing$/,
  /^\/brands(\/|$)/,
  /^\/story\/[^/]+$/,
  /^\/blog(\/|$)/,
  /^\/(about-us|help|career|product)$/,
  /^\/terms-and-privacy-policies(\/|$)/,
];

/**
 * Public board reads whose JSON is the same for every caller and changes only with the board's generation: the
 * list API's pages and counts (decision 0076). Their routes never read the session (`auth: 'public'`).
 */
const SHARED_API = /^\/api\/v2\/user-panel\/offers\/(by-cursor|count|count\/categories)$/;

/** Whether a request path (no query) is a shared API answer's. */
export function isSharedApi(path: string): boolean {
  return SHARED_API.test(path);
}

/** Whether a request URL (path and query) names a shared page. */
export function isSharedPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // Anything a router could read another way (dot segments, doubled or encoded slashes) is not shared.
  if (/\/\.{1,2}(\/|$)|\/\/|\\/.test(decoded)) return false;
  const page = withoutLocale(path);
  if (!SHARED.some((re) => re.test(page))) return false;
  // The home page's account tabs list the visitor's own favourites and matches: rendered per visitor.
  if (page === '/') {
    const query = url.slice(path.length).replace(/#.*$/, '').replace(/^\?/, '');
    const tabs = new URLSearchParams(query).getAll('tab');
    if (tabs.some((tab) => (PERSONAL_HOME_TABS as readonly string[]).includes(tab))) return false;
  }
  return true;
}

/**
 * Cookies that carry who the visitor is: the sign-in session (with the auth library's prefixes and its
 * cached session data) and the active company. A shared page's render must not get any of them.
 */
export function isIdentityCookie(name: string): boolean {
  return /^(__Secure-|__Host-)?wakat\./.test(name);
}

/**
 * Takes the identity cookies off a shared page's or shared API answer's GET/HEAD request, so its render is anonymous by
 * construction; other requests (server actions, other pages) keep them. True when it removed any.
 */
export function anonymiseSharedRequest(req: { method?: string; url?: string; headers: Record<string, unknown> }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (req.headers['next-action'] !== undefined) return false;
  if (!isSharedPage(url) && !isSharedApi(url.split('?', 1)[0]!)) return false;
  const header = req.headers.cookie;
  if (typeof header !== 'string' || !header) return false;
  const kept: string[] = [];
  let removed = false;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const name = pair.slice(0, pair.indexOf('=') >>> 0);
    if (isIdentityCookie(name)) removed = true;
    else kept.push(pair);
  }
  if (!removed) return false;
  if (kept.length) req.headers.cookie = kept.join('; ');
  else delete req.headers.cookie;
  return true;
}
