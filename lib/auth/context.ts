import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@/lib/i18n/locales';

/** The board, public origin and language an auth call runs for (accounts are per board). */
export interface AuthScope {
  tenantId: number;
  origin: string;
  locale: Locale;
  /** Board name for e-mails. */
  brand: string;
  /** Whether the board lets candidates sign up and in (employers always can). */
  candidateLogin: boolean;
  /** The role a user created in this scope gets: candidate unless an employer sign-up says otherwise. */
  newUserRole?: 'candidate' | 'employer';
  /** The page a password-reset mail links to (unprefixed); the candidate page unless an employer call says otherwise. */
  resetPath?: string;
}

const storage = new AsyncLocalStorage<AuthScope>();

export const runInAuthScope = <T>(scope: AuthScope, fn: () => Promise<T>): Promise<T> => storage.run(scope, fn);

export function authScope(): AuthScope {
  const scope = storage.getStore();
  if (!scope) throw new Error('auth call outside a board scope');
  return scope;
}
