import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// Answers for candidates and employers.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'help', paths.help());
}

export default async function Page({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'help');
}
