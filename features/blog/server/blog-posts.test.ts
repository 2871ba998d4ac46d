import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findBlogPosts, getBlogPost, parseFrontMatter } from './blog-posts';

vi.mock('server-only', () => ({}));

describe('blog posts', () => {
  it('ships three posts per language, newest first, each linked to its translation', async () => {
    const pl = await findBlogPosts('pl');
    const en = await findBlogPosts('en');
    expect(pl).toHaveLength(3);
    expect(en).toHaveLength(3);
    expect(pl.map((p) => p.date)).toEqual([...pl.map((p) => p.date)].sort().reverse());
    for (const post of pl) {
      expect(en.find((e) => e.slug === post.alternate)?.alternate).toBe(post.slug);
    }
  });

  it('reads the front matter and renders the Markdown body', async () => {
    const post = await getBlogPost('pl', 'b2b-czy-umowa-o-prace');
    expect(post).toMatchObject({
      title: 'B2B czy umowa o pracę? Jak porównać oferty w IT',
      date: '2025-05-12',
      alternate: 'b2b-or-employment-contract',
    });
    expect(post?.excerpt).toMatch(/^Widełki na B2B/);
    expect(post?.html).toContain('<h2>Co policzyć przed decyzją</h2>');
    expect(post?.html).toContain('<strong>umowę o pracę</strong>');
    expect(post?.html).not.toContain('title:');
  });

  it('answers null for unknown or malformed slugs, and for a post of the other language', async () => {
    expect(await getBlogPost('en', 'no-such-post')).toBeNull();
    expect(await getBlogPost('en', '../pl/rozmowa-techniczna')).toBeNull();
    expect(await getBlogPost('en', 'rozmowa-techniczna')).toBeNull();
  });

  it('shows raw HTML as text and drops script links', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'blog-'));
    await mkdir(path.join(root, 'en'));
    await writeFile(
      path.join(root, 'en', 'x.md'),
      '---\ntitle: X\ndate: 2025-01-01\nslug: x\nexcerpt: E\n---\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) [good](https://example.com)\n',
    );
    const post = await getBlogPost('en', 'x', root);
    expect(post?.html).not.toContain('<script>');
    expect(post?.html).toContain('&lt;script&gt;');
    expect(post?.html).not.toContain('javascript:');
    expect(post?.html).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
  });

  it('splits front matter from the body', () => {
    expect(parseFrontMatter('---\ntitle: A: b\n---\nText')).toEqual({ data: { title: 'A: b' }, body: 'Text' });
    expect(parseFrontMatter('No front matter')).toEqual({ data: {}, body: 'No front matter' });
  });
});
