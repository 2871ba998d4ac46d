import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

// Locale routing only (pl without prefix, en under /en). Tenants are resolved from the Host
// header where they are used; this is not a security boundary.
export default createMiddleware(routing);

export const config = {
  // Everything except the API, the hubs, Next internals and files: a path whose last segment has a dot. A dot
  // earlier in the path (/a.b/job-offers) is no file: such a path gets its locale here and reaches the
  // localised 404 like any unknown path, instead of rendering a page with `a.b` as its locale.
  matcher: ['/((?!api|hubs|_next|_vercel|.*\\.[^/]*$).*)'],
};
