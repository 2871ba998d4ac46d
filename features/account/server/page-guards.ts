import 'server-only';
import { getPageContext, type PageContext } from '@/lib/page-context';
import { candidateFeatures } from '@/lib/tenants/candidate-features';

/** Account pages exist only on boards with candidate login: null on the others (the page renders its 404). */
export async function accountPageContext(): Promise<PageContext | null> {
  const context = await getPageContext();
  return candidateFeatures(context.tenant.config.flags).accounts ? context : null;
}

export const optionalId = (raw: string | string[] | undefined): number | undefined => {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};
