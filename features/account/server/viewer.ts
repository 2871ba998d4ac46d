import 'server-only';
import type { Tenant } from '@/lib/tenants/tenant-service';
import type { Caller } from '@/lib/auth/caller';
import type { Viewer } from '../viewer';

export function toViewer(caller: Caller, tenant: Tenant): Viewer {
  const loginEnabled = tenant.config.flags.enableCandidatePortalLogin;
  if (caller.kind === 'candidate') {
    return { kind: 'candidate', loginEnabled: true, userId: caller.userId, name: caller.name, email: caller.email };
  }
  return { kind: 'anonymous', loginEnabled };
}
