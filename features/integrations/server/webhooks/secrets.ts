import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '@/lib/secret';

/** Every endpoint's signing secret starts with this, like Stripe's `whsec_`. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Characters after the prefix shown in the panel, so people can tell secrets apart. */
const VISIBLE = 6;

/** A new signing secret: 32 random bytes, base64url, after the prefix. */
export function newWebhookSecret(): { secret: string; prefix: string } {
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, WEBHOOK_SECRET_PREFIX.length + VISIBLE) };
}

let key: Buffer | undefined;
const sealingKey = () => (key ??= derivedKey('webhook-secret'));

/**
 * The secret as stored: AES-256-GCM under a key derived from the application secret (the sender must read
 * it back to sign, so a hash will not do; a copy of the database alone does not reveal it).
 */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The secret a sealed value holds; throws when it was sealed under another application secret. */
export function openSecret(sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('webhook secret: malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
