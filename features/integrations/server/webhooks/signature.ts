import { createHmac } from 'node:crypto';

/** The header every delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Wakat-Signature';

/**
 * The signature header's value for a body sent at `timestamp` (unix seconds). The key is the endpoint's
 * whole secret (`whsec_…`) as UTF-8; the signed text is the timestamp, a dot and the exact body bytes.
 */
export function signWebhookBody(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
