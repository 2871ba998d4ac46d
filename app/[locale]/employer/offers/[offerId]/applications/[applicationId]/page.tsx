import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// The link of the employer's new-application e-mail; it shows the employer panel's page until the panel opens.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'employer', paths.employerPanel(), { index: false });
}

export default async function EmployerApplicationPage({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'employer');
}
