import {
  contentPageMetadata,
  renderContentPage,
  type ContentRouteProps,
} from '@/features/content-pages/server/content-page-route';
import { paths } from '@/lib/paths';

// Plans for employers: what is coming and how to reach us until they are on sale.
export async function generateMetadata({ params }: ContentRouteProps) {
  return contentPageMetadata((await params).locale, 'pricing', paths.pricing());
}

export default async function PricingPage({ params }: ContentRouteProps) {
  return renderContentPage((await params).locale, 'pricing');
}
