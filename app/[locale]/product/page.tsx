import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// What the board does, for employers and candidates.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'product', paths.product());
}

export default async function Page({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'product');
}
