import 'server-only';
import { logger } from '@/lib/log';
import type { AntiBotAction } from './pow';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores from 0 (bot) to 1 (human); Google's suggested threshold. */
export const RECAPTCHA_MIN_SCORE = 0.5;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/** Asks Google about a reCAPTCHA v3 token; any failure to get an answer counts as a refusal. */
export async function verifyRecaptcha(
  token: string,
  action: AntiBotAction,
  secret: string,
  remoteIp?: string,
): Promise<boolean> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== 'local') body.set('remoteip', remoteIp);
  try {
    const res = await fetch(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return false;
    const answer = (await res.json()) as SiteVerifyAnswer;
    return answer.success === true && answer.action === action && (answer.score ?? 0) >= RECAPTCHA_MIN_SCORE;
  } catch (error) {
    logger.warn({ err: error }, 'reCAPTCHA verification failed');
    return false;
  }
}
