import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { resolveTenant, type Tenant } from '@/lib/tenants/tenant-service';
import { getDb, type Db } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { errorsTranslator, translateError, validationTranslator, type ErrorsTranslator } from './error-messages';
import { AppError, type ErrorBody } from './errors';
import { localeOfRequest } from './locale';
import { isSameOrigin } from './origin';
import { assertStorableText } from './storable-text';
import { resolveRouteCaller, type CallerFor, type RouteAuth } from './route-auth';
import { zodFieldErrors } from './zod-messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PUBLIC = 'public';

/** Any zod schema: full zod, or zod/mini where a form validates in the browser with the same schema. */
type Schema = z.core.$ZodType;
type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
/** What a handler may return as plain data: anything, or the input of the route's response schema. */
type In<S> = S extends z.core.$ZodType ? z.input<S> : unknown;

export interface RouteSpec<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  P extends Schema | undefined,
  A extends RouteAuth = RouteAuth,
  R extends Schema | undefined = undefined,
> {
  /** Who may call (see route-auth.ts); `'public'` means anyone, without reading the session. */
  auth: A;
  query?: Q;
  body?: B;
  params?: P;
  /** Values the `Version` request header may take (spec); absent means the current version. */
  versions?: readonly string[];
  /**
   * The answer's DTO, the schema the OpenAPI document shows for it: plain data a handler returns is sent as
   * this schema parses it (as JSON, so dates are strings; keys it does not declare are dropped), so the
   * document cannot drift from what the route sends. An answer that does not parse is the route's bug: 500.
   * A handler that builds its own Response (a 201, a file) is sent as it is.
   */
  response?: R;
}

export interface RouteContext<Q, B, P, C = undefined> {
  request: NextRequest;
  /** The caller the route's `auth` admits (undefined on `'public'` routes). */
  caller: C;
  query: Q;
  body: B;
  params: P;
  tenant: Tenant;
  locale: Locale;
  db: Db;
}

/**
 * Wraps a route handler: resolves tenant and locale, checks Origin on state-changing
 * methods, parses params/query/body with zod, and maps every error to one JSON shape.
 * A handler returns a Response, or plain data that is sent as JSON with status 200.
 */
export function withRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  const A extends RouteAuth = RouteAuth,
  R extends Schema | undefined = undefined,
>(
  spec: RouteSpec<Q, B, P, A, R>,
  handler: (ctx: RouteContext<Out<Q>, Out<B>, Out<P>, CallerOf<A>>) => Promise<Response | In<R>>,
) {
  const route = async (request: NextRequest, segment?: { params?: Promise<Record<string, string | string[]>> }) => {
    const locale = localeOfRequest(request);
    const t = errorsTranslator(locale);
    try {
      if (STATE_CHANGING.has(request.method)) assertSameOrigin(request);
      const version = request.headers.get('version');
      if (spec.versions && version !== null && !spec.versions.includes(version)) {
        throw new AppError('BAD_REQUEST', 'badRequest', {
          fields: [{ field: 'Version', message: 'unsupportedVersion' }],
        });
      }
      const params = await parsePart(spec.params, (await segment?.params) ?? {}, t, true);
      const query = await parsePart(spec.query, queryObject(request.nextUrl.searchParams), t);
      const body = spec.body ? await parsePart(spec.body, await readJson(request), t) : undefined;
      const db = await getDb();
      const tenant = await resolveTenant(request.headers.get('host'), db);
      const caller =
        spec.auth !== PUBLIC
          ? await resolveRouteCaller(spec.auth, {
              headers: request.headers,
              tenant,
              db,
              locale,
              offerToken: offerTokenOf(request, body),
            })
          : undefined;
      const result = await handler({
        request,
        caller: caller as CallerOf<A>,
        query: query as Out<Q>,
        body: body as Out<B>,
        params: params as Out<P>,
        tenant,
        locale,
        db,
      });
      if (result instanceof Response) return personal(result);
      return personal(NextResponse.json(spec.response ? await answerAs(spec.response, result) : result));
    } catch (error) {
      return personal(errorResponse(error, t));
    }
  };
  // Who may call, readable from the exported handler (the employer-scope test lists every employer route by it).
  return Object.assign(route, { auth: spec.auth });
}

/**
 * An answer that does not say how it may be cached is kept by no one: profile, documents,
 * favourites, filters, alerts and history answers are personal, and public ones that may be
 * cached say so themselves (e.g. app-config).
 */
function personal(response: Response): Response {
  try {
    if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'private, no-store');
  } catch {
    // Immutable headers (Response.redirect): nothing is cached from a redirect of ours anyway.
  }
  return response;
}

type CallerOf<A> = A extends typeof PUBLIC ? undefined : CallerFor<A>;

/** The offer token of a request: the spec's `?token`, or `token` in a JSON body (extend/publish with a code). */
function offerTokenOf(request: NextRequest, body: unknown): string | null {
  const fromQuery = request.nextUrl.searchParams.get('token');
  if (fromQuery) return fromQuery;
  const fromBody = (body as { token?: unknown } | null | undefined)?.token;
  return typeof fromBody === 'string' ? fromBody : null;
}

async function parsePart(schema: Schema | undefined, input: unknown, t: ErrorsTranslator, notFound = false) {
  assertStorableText(input);
  if (!schema) return input;
  const result = await z.safeParseAsync(schema, input, { reportInput: true });
  if (result.success) return result.data;
  // A path that does not parse names nothing (an id out of the column's range, a malformed slug): 404.
  if (notFound) throw new AppError('NOT_FOUND', 'notFound');
  throw new AppError('BAD_REQUEST', t('badRequest'), {
    fields: zodFieldErrors(result.error, validationTranslator(t)),
  });
}

/** Plain data as its DTO sends it: through JSON first (a Date becomes the string a client receives), then the schema. */
async function answerAs(schema: Schema, data: unknown): Promise<unknown> {
  const result = await z.safeParseAsync(schema, JSON.parse(JSON.stringify(data ?? null)));
  if (result.success) return result.data;
  throw new Error(`response does not match its schema: ${result.error.message}`);
}

/** Query string → object; repeated keys and `key[]` brackets become arrays. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const existing = out[key];
    if (existing === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'invalidJson');
  }
}

/** A foreign Origin on a state-changing request is refused. */
function assertSameOrigin(request: NextRequest) {
  if (!isSameOrigin(request)) throw new AppError('FORBIDDEN', 'foreignOrigin');
}

function errorResponse(error: unknown, t: ErrorsTranslator): Response {
  const { status, headers, error: body } = translateError(error, t, 'unhandled route error');
  return NextResponse.json({ error: body } satisfies ErrorBody, { status, headers });
}
