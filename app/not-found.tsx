import { NotFoundDocument } from '@/components/layout/not-found-document';
import { getThemeChoice } from '@/features/theme/server/current-theme';
import { getShellContext } from '@/lib/page-context';

/** The 404 Next renders itself (a path no route takes): the same document as the language layout's. */
export default async function GlobalNotFound() {
  const { tenant } = await getShellContext();
  const choice = await getThemeChoice(tenant.config);
  return <NotFoundDocument tenant={tenant} choice={choice} />;
}
