import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '../markdown';

export interface BlogPostSummary {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  excerpt: string;
  /** Slug of the same post in the other language, if there is one. */
  alternate: string | null;
}

export interface BlogPost extends BlogPostSummary {
  html: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Splits `---` front matter (`key: value` lines) from the Markdown body. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) data[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return { data, body: match[2]! };
}

function toPost(source: string, file: string): BlogPost {
  const { data, body } = parseFrontMatter(source);
  const slug = data.slug ?? path.basename(file, '.md');
  if (!SLUG.test(slug) || !data.title || !data.date || !DATE.test(data.date) || !data.excerpt) {
    throw new Error(`Blog post ${file}: front matter needs title, date (YYYY-MM-DD), excerpt and a kebab-case slug`);
  }
  return {
    slug,
    title: data.title,
    date: data.date,
    excerpt: data.excerpt,
    alternate: data.alternate && SLUG.test(data.alternate) ? data.alternate : null,
    html: renderMarkdown(body),
  };
}

const DEFAULT_ROOT = path.join(process.cwd(), 'content', 'blog');
const cache = new Map<string, Promise<BlogPost[]>>();

/** Every post of a language, newest first; read once per process (the posts ship with the app). */
function loadAll(locale: Locale, root: string): Promise<BlogPost[]> {
  const key = `${root}\0${locale}`;
  let posts = cache.get(key);
  if (!posts) {
    posts = (async () => {
      const dir = path.join(root, locale);
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.md'));
      const all = await Promise.all(files.map(async (f) => toPost(await readFile(path.join(dir, f), 'utf8'), f)));
      return all.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    })();
    cache.set(key, posts);
    posts.catch(() => cache.delete(key));
  }
  return posts;
}

export async function findBlogPosts(locale: Locale, root = DEFAULT_ROOT): Promise<BlogPostSummary[]> {
  return (await loadAll(locale, root)).map(({ html: _html, ...summary }) => summary);
}

/** One post by slug, or null for anything unknown (including slugs that are not kebab-case). */
export async function getBlogPost(locale: Locale, slug: string, root = DEFAULT_ROOT): Promise<BlogPost | null> {
  if (!SLUG.test(slug)) return null;
  return (await loadAll(locale, root)).find((p) => p.slug === slug) ?? null;
}
