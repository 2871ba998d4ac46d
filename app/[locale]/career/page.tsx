import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// Working at the company behind the board.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'career', paths.career());
}

export default async function Page({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'career');
}
