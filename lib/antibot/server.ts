import 'server-only';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import { clientIp } from '@/lib/rate-limit';
import { issueChallenge, verifyPowToken } from './challenge';
import { ANTIBOT_HEADER, type AntiBotAction, type AntiBotChallenge } from './pow';
import { verifyRecaptcha } from './recaptcha';
import { markUsedOnce } from './replay';

/** reCAPTCHA when the board turns it on and both keys are configured; the self-hosted proof-of-work otherwise. */
function recaptchaKeys(tenant: Tenant): { secret: string; siteKey: string } | null {
  const env = getEnv();
  if (!tenant.config.flags.enableRecaptcha || !env.RECAPTCHA_SECRET || !env.RECAPTCHA_SITE_KEY) return null;
  return { secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY };
}

/** What the browser needs to produce a token for `action` on this board. */
export function antiBotChallenge(tenant: Tenant, action: AntiBotAction): AntiBotChallenge {
  const keys = recaptchaKeys(tenant);
  if (keys) return { provider: 'recaptcha', siteKey: keys.siteKey };
  const { challenge, difficulty } = issueChallenge(action, tenant.slug);
  return { provider: 'pow', challenge, difficulty };
}

const failed = () => new AppError('FORBIDDEN', 'antiBot.failed');

/**
 * Refuses a request without a valid, unused anti-bot token for `action` in its Recaptcha-Token header
 * (403, `errors.antiBot.failed`). Call it after validating input and before changing anything.
 */
export async function assertAntiBot(request: Request, action: AntiBotAction, tenant: Tenant): Promise<void> {
  const token = request.headers.get(ANTIBOT_HEADER)?.trim();
  if (!token) throw failed();
  const keys = recaptchaKeys(tenant);
  if (keys) {
    if (!(await verifyRecaptcha(token, action, keys.secret, clientIp(request.headers)))) throw failed();
    return;
  }
  const verdict = verifyPowToken(token, action, tenant.slug);
  if (!verdict.ok) {
    logger.info({ action, reason: verdict.reason }, 'anti-bot token refused');
    throw failed();
  }
  if (!(await markUsedOnce(verdict.id, verdict.expiresAt))) {
    logger.info({ action, reason: 'replayed' }, 'anti-bot token refused');
    throw failed();
  }
}
