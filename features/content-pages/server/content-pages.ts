import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMarkdown } from '@/features/blog/markdown';
import { parseFrontMatter } from '@/features/blog/server/public';
import type { Locale } from '@/lib/i18n/locales';
import { paths } from '@/lib/paths';

/** The site's own pages written in Markdown (`content/pages/{board|default}/{locale}/{slug}.md`). */
export const CONTENT_PAGES = [
  'product',
  'about-us',
  'help',
  'career',
  'candidate-profile',
  'employer',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

/** Addresses of the content pages that crawlers should find (the employer panel stays out, as robots.txt says). */
export const INDEXED_CONTENT_PATHS: readonly string[] = [
  paths.product(),
  paths.aboutUs(),
  paths.help(),
  paths.career(),
  paths.candidateProfile(),
  paths.pricing(),
];

export interface ContentPage {
  title: string;
  description: string;
  html: string;
}

/** Values a page may name in braces: `{brand}`, `{domain}`, `{contactEmail}`. */
export interface ContentValues {
  brand: string;
  domain: string;
  contactEmail: string;
}

const DEFAULT_ROOT = path.join(process.cwd(), 'content', 'pages');
const sources = new Map<string, Promise<string | null>>();

/** A file's text, read once per process (the pages ship with the app); null when it does not exist. */
function readOnce(file: string): Promise<string | null> {
  let source = sources.get(file);
  if (!source) {
    source = readFile(file, 'utf8').catch(() => null);
    sources.set(file, source);
  }
  return source;
}

const fill = (text: string, values: ContentValues) =>
  text.replace(/\{(brand|domain|contactEmail)\}/g, (_, key: keyof ContentValues) => values[key]);

/**
 * One page of a board in a language: the board's own file when it has one, else the shared one,
 * with the board's name and contact filled in. Null for a slug that is not a content page.
 */
export async function getContentPage(
  board: string,
  locale: Locale,
  slug: string,
  values: ContentValues,
  root = DEFAULT_ROOT,
): Promise<ContentPage | null> {
  if (!(CONTENT_PAGES as readonly string[]).includes(slug)) return null;
  const own = /^[a-z0-9-]+$/.test(board) ? await readOnce(path.join(root, board, locale, `${slug}.md`)) : null;
  const source = own ?? (await readOnce(path.join(root, 'default', locale, `${slug}.md`)));
  if (source === null) return null;
  const { data, body } = parseFrontMatter(source);
  if (!data.title || !data.description) throw new Error(`Content page ${locale}/${slug}: needs title and description`);
  return {
    title: fill(data.title, values),
    description: fill(data.description, values),
    html: renderMarkdown(fill(body, values)),
  };
}

/** The board's contact address: `kontakt@` its public host (without `www.` and the port). */
export function contactEmailFor(origin: string): string {
  const host = new URL(origin).hostname.replace(/^www\./, '');
  return `kontakt@${host}`;
}
