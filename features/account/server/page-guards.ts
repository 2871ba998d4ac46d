import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { resolveTenant, type Tenant } from '@/features/tenants/server/tenant-service';
import type { Caller } from '@/lib/auth/caller';
import type { Locale } from '@/lib/i18n/locales';
import { pageCaller } from './viewer';

/** Account pages exist only on boards with candidate login. */
export async function accountPageContext(locale: Locale): Promise<{ tenant: Tenant; caller: Caller }> {
  const tenant = await resolveTenant((await headers()).get('host'));
  if (!tenant.config.flags.enableCandidatePortalLogin) notFound();
  return { tenant, caller: await pageCaller(tenant, locale) };
}

export const optionalId = (raw: string | string[] | undefined): number | undefined => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
