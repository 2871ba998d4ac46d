// Stand-in until the platform branch lands (same interface); main's version replaces this file on merge.
import type { Tenant } from '@/features/tenants/server/tenant-service';
import { AppError } from '@/lib/http/errors';

export type AntiBotAction = 'apply' | 'track_redirect';

export async function assertAntiBot(request: Request, action: AntiBotAction, tenant: Tenant): Promise<void> {
  void tenant;
  const token = request.headers.get('recaptcha-token');
  if (!token || !token.startsWith(`${action}:`)) throw new AppError('FORBIDDEN', 'antiBotFailed');
}
