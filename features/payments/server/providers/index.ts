import 'server-only';
import type { PaymentProviderName } from '@/lib/db/schema';
import { getEnv, type Env } from '@/lib/env';
import { EmbeddedProvider } from './embedded';
import { Przelewy24Provider } from './przelewy24';
import { StripeProvider } from './stripe';
import type { PaymentProvider } from './types';

const cache = new Map<string, PaymentProvider>();
let overrides: Partial<Record<PaymentProviderName, PaymentProvider>> = {};

/** Tests: use this provider object for a name (e.g. a Stripe provider with a test webhook secret). */
export function setProviderForTests(name: PaymentProviderName, provider: PaymentProvider | null) {
  overrides = { ...overrides, [name]: provider ?? undefined };
}

/** The provider new payments go to (PAYMENT_PROVIDER). */
export const activeProviderName = (env: Env = getEnv()): PaymentProviderName => env.PAYMENT_PROVIDER;

/**
 * Whether a provider can be used on this install: the embedded one always can; a real one only with its
 * variables (a webhook of a provider that is not configured does not exist: 404, never a 500).
 */
export function isProviderConfigured(name: PaymentProviderName, env: Env = getEnv()): boolean {
  if (overrides[name]) return true;
  switch (name) {
    case 'embedded':
      return true;
    case 'przelewy24':
      return Boolean(env.P24_MERCHANT_ID && env.P24_API_KEY && env.P24_CRC);
    case 'stripe':
      return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
    default:
      return false;
  }
}

/**
 * The provider object by name, configured from the environment. A payment keeps the provider it was made
 * with, so notifications and status checks of older payments still find theirs; a provider without its
 * variables is refused with a message naming them (never their values).
 */
export function providerByName(name: PaymentProviderName, env: Env = getEnv()): PaymentProvider {
  const override = overrides[name];
  if (override) return override;
  const cached = cache.get(name);
  if (cached) return cached;
  let provider: PaymentProvider;
  switch (name) {
    case 'embedded':
      provider = new EmbeddedProvider();
      break;
    case 'przelewy24': {
      const { P24_MERCHANT_ID, P24_POS_ID, P24_API_KEY, P24_CRC, P24_SANDBOX } = env;
      if (!P24_MERCHANT_ID || !P24_API_KEY || !P24_CRC)
        throw new Error('przelewy24 needs P24_MERCHANT_ID, P24_API_KEY and P24_CRC');
      provider = new Przelewy24Provider({
        merchantId: P24_MERCHANT_ID,
        posId: P24_POS_ID ?? P24_MERCHANT_ID,
        apiKey: P24_API_KEY,
        crc: P24_CRC,
        sandbox: P24_SANDBOX,
      });
      break;
    }
    case 'stripe': {
      if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)
        throw new Error('stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      provider = new StripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
      break;
    }
    default:
      throw new Error(`no payment provider ${name}`);
  }
  cache.set(name, provider);
  return provider;
}
