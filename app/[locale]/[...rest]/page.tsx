import type { Metadata } from 'next';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';
import type { Locale } from '@/lib/i18n/locales';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

// Any path no page claims renders the localised 404 (with status 404).
export default function UnknownPage() {
  return notFoundPage();
}
