import 'server-only';
import type { Tenant } from '@/lib/tenants/tenant-service';
import { AppError } from '@/lib/http/errors';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { clientIp } from '@/lib/rate-limit';

/** /api/{tenant}/…: the slug in the path must name the board of the host, else the path does not exist. */
export function assertBoard(slug: string, tenant: Tenant, needsAlerts = false): void {
  if (slug !== tenant.slug) throw new AppError('NOT_FOUND', 'notFound');
  // Saved searches work on every board; alerts only where the job-alert flag is on.
  if (needsAlerts && !tenant.config.flags.enableJobAlerts) throw new AppError('NOT_FOUND', 'notFound');
}

export function mailContextOf(request: Request, locale: Locale) {
  return { locale, origin: publicOrigin(request.headers), ip: clientIp(request.headers) };
}
