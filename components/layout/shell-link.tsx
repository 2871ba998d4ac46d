import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/paths';

/**
 * A link of the site's header and footer: a plain anchor to the page in the given language. The shell has
 * some thirty of them on every page, and Next's Link made each one two client components to render and
 * send; the page's one SoftNavigation island gives them the same client-side navigation.
 */
export function ShellLink({
  href,
  locale,
  ...rest
}: { href: string; locale: Locale } & Omit<ComponentProps<'a'>, 'href'>) {
  return <a href={localizedPath(locale, href)} data-soft-nav="" {...rest} />;
}
