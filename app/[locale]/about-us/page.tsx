import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// Who runs the board and why.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'about-us', paths.aboutUs());
}

export default async function Page({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'about-us');
}
