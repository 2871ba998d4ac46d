import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

// Locale routing only (pl without prefix, en under /en). Tenants are resolved from the Host
// header where they are used; this is not a security boundary.
export default createMiddleware(routing);

export const config = {
  // Everything except the API, the hubs, Next internals and files with an extension.
  matcher: ['/((?!api|hubs|_next|_vercel|.*\\..*).*)'],
};
