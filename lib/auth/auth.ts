import 'server-only';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { and, eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { configuredOrigins, requestHost } from '@/lib/http/origin';
import { applyPendingLinks } from './pending-links';
import { appSecret } from '@/lib/secret';
import { authScope } from './context';
import { sendAlreadyRegisteredMail, sendPasswordResetMail, sendVerificationMail } from './auth-mails';

export const SESSION_COOKIE_PREFIX = 'wakat';
export const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;
const SESSION_DAYS = 30;

type Adapter = ReturnType<typeof drizzleAdapter>;
type AdapterInstance = ReturnType<Adapter>;
type Where = { field: string; value: unknown; operator?: string; connector?: 'AND' | 'OR' }[];

/**
 * Accounts belong to one board: the same e-mail may hold an account on each. The library looks users
 * up by e-mail, so every user query is scoped to the board of the current auth call (and a new user gets it, in the create hook).
 */
function boardScoped(adapter: Adapter): Adapter {
  const scope = (model: string, where: Where | undefined): Where | undefined =>
    model === 'user' ? [...(where ?? []), { field: 'tenantId', value: authScope().tenantId, connector: 'AND' }] : where;
  const wrap = (inner: AdapterInstance): AdapterInstance =>
    ({
      ...inner,
      findOne: (q: Parameters<AdapterInstance['findOne']>[0]) =>
        inner.findOne({ ...q, where: scope(q.model, q.where as Where) as never }),
      findMany: (q: Parameters<AdapterInstance['findMany']>[0]) =>
        inner.findMany({ ...q, where: scope(q.model, q.where as Where) as never }),
      count: (q: Parameters<AdapterInstance['count']>[0]) =>
        inner.count({ ...q, where: scope(q.model, q.where as Where) as never }),
      // The library runs sign-up and the like in transactions with an adapter of their own: scope those too.
      transaction: <R>(callback: (trx: AdapterInstance) => Promise<R>) =>
        inner.transaction((trx) => callback(wrap(trx as AdapterInstance))),
    }) as AdapterInstance;
  return ((options: Parameters<Adapter>[0]) => wrap(adapter(options) as AdapterInstance)) as Adapter;
}

function createAuth(db: Db) {
  return betterAuth({
    secret: appSecret(),
    basePath: '/api/auth',
    database: boardScoped(drizzleAdapter(db, { provider: 'pg', schema, usePlural: true })),
    // Boards are told apart by host; links in e-mails are built from the scope's origin.
    baseURL: getEnv().APP_URL ?? 'http://localhost',
    trustedOrigins: (request) => {
      const host = request ? requestHost(request.headers) : null;
      return [...(host ? [`http://${host}`, `https://${host}`] : []), ...configuredOrigins()];
    },
    user: {
      additionalFields: {
        tenantId: { type: 'number', required: false, input: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'candidate' },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => sendPasswordResetMail(db, authScope(), user, token),
      // Somebody registered again with this e-mail: tell its owner how to get in, without telling the form.
      onExistingUserSignUp: async ({ user }) => sendAlreadyRegisteredMail(db, authScope(), user),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => sendVerificationMail(db, authScope(), user, token),
      afterEmailVerification: async (user) => applyPendingLinks(db, user.id),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, tenantId: authScope().tenantId, role: authScope().newUserRole ?? 'candidate' },
          }),
        },
      },
      session: {
        // On a board without candidate login only company members get a session (a candidate account stays out).
        create: { before: async (session) => (await mayHoldSession(db, session.userId)) || false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    // Our own limits (lib/rate-limit) guard login and reset with 429 + Retry-After.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: getEnv().NODE_ENV === 'production' && (getEnv().APP_URL ?? '').startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => randomBytes(16).toString('hex') },
    },
    telemetry: { enabled: false },
  });
}

/** Whether a user may sign in on the board of the current auth call. */
async function mayHoldSession(db: Db, userId: string): Promise<boolean> {
  const scope = authScope();
  if (scope.candidateLogin) return true;
  const [member] = await db
    .select({ userId: schema.companyMembers.userId })
    .from(schema.companyMembers)
    .innerJoin(schema.companies, eq(schema.companies.id, schema.companyMembers.companyId))
    .where(and(eq(schema.companyMembers.userId, userId), eq(schema.companies.tenantId, scope.tenantId)))
    .limit(1);
  return member !== undefined;
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Auth>();

/** One auth instance per database handle (tests open one database per file). */
export function getAuth(db: Db): Auth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
