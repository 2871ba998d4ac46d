import { NotFoundPanel } from '@/components/layout/not-found-panel';
import { ShellDocument } from '@/components/layout/shell-document';
import { routing } from '@/lib/i18n/routing';

// Requests the locale proxy does not see (e.g. unknown files) still get the localised 404.
export default async function GlobalNotFound() {
  return (
    <ShellDocument locale={routing.defaultLocale}>
      <NotFoundPanel />
    </ShellDocument>
  );
}
