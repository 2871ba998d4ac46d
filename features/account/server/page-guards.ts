import 'server-only';
import { notFound } from 'next/navigation';
import { getPageContext, type PageContext } from '@/lib/page-context';

/** Account pages exist only on boards with candidate login. */
export async function accountPageContext(): Promise<PageContext> {
  const context = await getPageContext();
  if (!context.tenant.config.flags.enableCandidatePortalLogin) notFound();
  return context;
}

export const optionalId = (raw: string | string[] | undefined): number | undefined => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
