import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { resolveTenant } from '@/lib/tenants/tenant-service';
import { publicOrigin } from '@/lib/http/origin';
import type { Locale } from '@/lib/i18n/locales';
import { ContentPageView } from '../components/content-page-view';
import { contactEmailFor, getContentPage, type ContentPageSlug } from './content-pages';
import { localizedPath } from '@/lib/paths';
import { notFoundMetadata, notFoundPage } from '@/components/layout/not-found-page';

export interface ContentRouteProps {
  params: Promise<{ locale: Locale }>;
}


/** The page of the board the request is for, with its values filled in; null when it has none. */
export async function loadContentPage(locale: Locale, slug: ContentPageSlug) {
  const head = await headers();
  const tenant = await resolveTenant(head.get('host'));
  const origin = publicOrigin(head);
  const { brand } = tenant.config;
  const page = await getContentPage(tenant.slug, locale, slug, {
    brand: brand.name,
    domain: brand.domain[locale],
    contactEmail: contactEmailFor(origin),
  });
  return page ? { page, origin, tenant } : null;
}

/** Title, description, canonical and the other language's address of a content page. */
export async function contentPageMetadata(
  locale: Locale,
  slug: ContentPageSlug,
  path: string,
  { index = true } = {},
): Promise<Metadata> {
  const loaded = await loadContentPage(locale, slug);
  if (!loaded) return notFoundMetadata(locale);
  const { page, origin } = loaded;
  const url = (l: Locale) => `${origin}${localizedPath(l, path)}`;
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: url(locale), languages: { pl: url('pl'), en: url('en'), 'x-default': url('pl') } },
    robots: index ? undefined : { index: false },
  };
}

/** Renders a content page, with optional actions (links or buttons) under its text. */
export async function renderContentPage(locale: Locale, slug: ContentPageSlug, actions?: ReactNode) {
  setRequestLocale(locale);
  const loaded = await loadContentPage(locale, slug);
  if (!loaded) return notFoundPage();
  const { page } = loaded;
  return <ContentPageView slug={slug} title={page.title} lead={page.description} html={page.html} actions={actions} />;
}
