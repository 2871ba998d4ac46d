import 'server-only';
import { headers } from 'next/headers';
import type { Tenant } from '@/features/tenants/server/tenant-service';
import { callerOf, type Caller } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import type { Viewer } from '../viewer';

/** The caller of the page being rendered, read once per request by the shell. */
export async function pageCaller(tenant: Tenant, locale: Locale): Promise<Caller> {
  return callerOf(await headers(), tenant, await getDb(), locale);
}

export function toViewer(caller: Caller, tenant: Tenant): Viewer {
  const loginEnabled = tenant.config.flags.enableCandidatePortalLogin;
  if (caller.kind === 'candidate') {
    return { kind: 'candidate', loginEnabled: true, userId: caller.userId, name: caller.name, email: caller.email };
  }
  return { kind: 'anonymous', loginEnabled };
}
