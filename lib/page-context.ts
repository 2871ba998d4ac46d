import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { resolveTenant, type Tenant } from '@/lib/tenants/tenant-service';
import { primaryCaller, resolveIdentity, type Caller, type Identity } from '@/lib/auth/caller';
import { getDb, type Db } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';

/** What every page, layout and server action of one request shares. */
export interface PageContext {
  headers: Headers;
  tenant: Tenant;
  locale: Locale;
  db: Db;
  /** The session's whole story (candidate and employer sides); `caller` is the one a page shows. */
  identity: Identity;
  caller: Caller;
}

/**
 * The request's board, language, database and caller, resolved once per request (React `cache`): the layout,
 * the page, its metadata and its server components all read the session through here, so it is read once.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const headers = await nextHeaders();
  const db = await getDb();
  const tenant = await resolveTenant(headers.get('host'), db);
  const locale = (await getLocale()) as Locale;
  const identity = await resolveIdentity(headers, tenant, db, locale);
  return { headers, tenant, locale, db, identity, caller: primaryCaller(identity) };
});

/** What the shell of every page reads: the board, language and database, never the session (decision 0066). */
export interface ShellContext {
  headers: Headers;
  tenant: Tenant;
  locale: Locale;
  db: Db;
}

/**
 * The request's board and language without its visitor: the shell (document, header, footer, popups) renders
 * the same for everyone, so a shared page's HTML may be kept and served to anyone (lib/http/shared-pages.ts).
 */
export const getShellContext = cache(async (): Promise<ShellContext> => {
  const headers = await nextHeaders();
  const db = await getDb();
  const tenant = await resolveTenant(headers.get('host'), db);
  const locale = (await getLocale()) as Locale;
  return { headers, tenant, locale, db };
});
