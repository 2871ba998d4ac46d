import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// The employer panel's entry: until employer accounts open, it says what is coming and how to reach us.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'employer', paths.employerPanel(), { index: false });
}

export default async function EmployerPanelPage({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'employer');
}
