import 'server-only';
import { getEnv } from '@/lib/env';
import { isLocalRequest } from '@/lib/http/client-address';

/**
 * The embedded provider's page and actions: never while a real provider is configured, and, like the
 * demo mailbox, only for requests from this machine.
 */
export function canUseEmbeddedProvider(headers: Headers): boolean {
  return getEnv().PAYMENT_PROVIDER === 'embedded' && isLocalRequest(headers);
}
