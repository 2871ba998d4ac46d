import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import type { z } from 'zod';
import { resolveTenant, type Tenant } from '@/lib/tenants/tenant-service';
import { resolveIdentity } from '@/lib/auth/caller';
import { getDb, type Db } from '@/lib/db/client';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { errorsTranslator, translateError, validationTranslator } from './error-messages';
import { AppError, type ErrorCode, type FieldError } from './errors';
import { isSameOrigin } from './origin';
import { assertStorableText } from './storable-text';
import { resolveRouteCaller, type CallerFor, type RouteAuth } from './route-auth';
import { zodFieldErrors } from './zod-messages';
import { LOCALE_HEADER } from '@/lib/i18n/locale-routes';

/** What a server action answers: its data, or the error a form shows (same shape as the API's error body). */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: { code: ErrorCode; message: string; fields?: FieldError[] } };

export interface ActionSpec<S extends z.ZodType | undefined, A extends RouteAuth> {
  /** The one schema of the action's input (its single argument). */
  input?: S;
  /** Who may call (see route-auth.ts), as for a route; `'public'` means anyone, without reading the session. */
  auth: A;
}

export interface ActionContext<I, C> {
  input: I;
  caller: C;
  tenant: Tenant;
  locale: Locale;
  db: Db;
  headers: Headers;
}

type In<S> = S extends z.ZodType ? z.input<S> : void;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type CallerOf<A> = A extends 'public' ? undefined : CallerFor<A>;

/** Server actions are POSTs from the page: an Origin naming another host is refused. */
function assertSameOrigin(headers: Headers) {
  if (!isSameOrigin(new Request('http://action.invalid/', { headers })))
    throw new AppError('FORBIDDEN', 'foreignOrigin');
}

/**
 * Wraps a server action: checks Origin, resolves the caller for its declared `auth` (401/403 as results; no session
 * read for `'public'`), parses the input with zod, and maps every error to `{ ok: false, error }` with messages in
 * the page's language. Never throws.
 */
export function withAction<
  S extends z.ZodType | undefined = undefined,
  const A extends RouteAuth = RouteAuth,
  R = unknown,
>(
  spec: ActionSpec<S, A>,
  handler: (ctx: ActionContext<Out<S>, CallerOf<A>>) => Promise<R>,
): (input: In<S>) => Promise<ActionResult<R>> {
  return async (input: In<S>) => {
    const headers = await nextHeaders();
    const locale = localeOf(headers);
    const t = errorsTranslator(locale);
    try {
      assertSameOrigin(headers);
      const db = await getDb();
      const tenant = await resolveTenant(headers.get('host'), db);
      const caller =
        spec.auth !== 'public'
          ? await resolveRouteCaller(spec.auth, {
              headers,
              tenant,
              db,
              locale,
              identity: () => resolveIdentity(headers, tenant, db, locale),
            })
          : undefined;
      assertStorableText(input);
      let parsed: unknown = input;
      if (spec.input) {
        const result = await spec.input.safeParseAsync(input, { reportInput: true });
        if (!result.success) {
          throw new AppError('BAD_REQUEST', 'badRequest', {
            fields: zodFieldErrors(result.error, validationTranslator(t)),
          });
        }
        parsed = result.data;
      }
      const data = await handler({
        input: parsed as Out<S>,
        caller: caller as CallerOf<A>,
        tenant,
        locale,
        db,
        headers,
      });
      return { ok: true, data };
    } catch (error) {
      return { ok: false, error: translateError(error, t, 'unhandled server action error').error };
    }
  };
}

/** The page's language: the header the server sets from the address, else the Referer's path prefix, else Polish. */
function localeOf(headers: Headers): Locale {
  const fromIntl = headers.get(LOCALE_HEADER);
  if (fromIntl && LOCALES.includes(fromIntl as Locale)) return fromIntl as Locale;
  try {
    const first = new URL(headers.get('referer') ?? '').pathname.split('/')[1];
    if (first && LOCALES.includes(first as Locale)) return first as Locale;
  } catch {
    // no usable Referer
  }
  return 'pl';
}
