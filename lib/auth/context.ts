import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@/lib/i18n/locales';

/** The board, public origin and language an auth call runs for (accounts are per board). */
export interface AuthScope {
  tenantId: number;
  origin: string;
  locale: Locale;
  /** Board name for e-mails. */
  brand: string;
}

const storage = new AsyncLocalStorage<AuthScope>();

export const runInAuthScope = <T>(scope: AuthScope, fn: () => Promise<T>): Promise<T> => storage.run(scope, fn);

export function authScope(): AuthScope {
  const scope = storage.getStore();
  if (!scope) throw new Error('auth call outside a board scope');
  return scope;
}
