import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_PAGES, contactEmailFor, getContentPage } from './content-pages';

vi.mock('server-only', () => ({}));

const values = { brand: 'Wakat', domain: 'IT', contactEmail: 'kontakt@wakat.example' };

describe('content pages', () => {
  it.each(['pl', 'en'] as const)('ships every page in %s with its title, lead and filled-in values', async (locale) => {
    for (const slug of CONTENT_PAGES) {
      const page = await getContentPage('it', locale, slug, values);
      expect(page, slug).not.toBeNull();
      expect(page!.title.length).toBeGreaterThan(3);
      expect(page!.description.length).toBeGreaterThan(20);
      expect(page!.html).toContain('<h2>');
      expect(`${page!.title} ${page!.description} ${page!.html}`).not.toMatch(/\{(brand|domain|contactEmail)\}/);
    }
  });

  it('links English pages to English addresses and names the board and its contact', async () => {
    const help = await getContentPage('biz', 'en', 'help', { ...values, brand: 'Wakat Biznes' });
    expect(help!.description).toContain('Wakat Biznes');
    expect(help!.html).toContain('href="mailto:kontakt@wakat.example"');
    expect(help!.html).toContain('href="/en/candidate-profile"');
    expect(help!.html).not.toMatch(/href="\/(?!en\/)[a-z]/);
  });

  it("prefers the board's own file and answers null for anything that is not a content page", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pages-'));
    await mkdir(path.join(root, 'default', 'pl'), { recursive: true });
    await mkdir(path.join(root, 'biz', 'pl'), { recursive: true });
    await writeFile(path.join(root, 'default', 'pl', 'help.md'), '---\ntitle: Pomoc\ndescription: Ogólna\n---\n## A\n');
    await writeFile(
      path.join(root, 'biz', 'pl', 'help.md'),
      '---\ntitle: Pomoc {brand}\ndescription: Własna\n---\n## B\n',
    );
    expect((await getContentPage('biz', 'pl', 'help', values, root))?.title).toBe('Pomoc Wakat');
    expect((await getContentPage('it', 'pl', 'help', values, root))?.description).toBe('Ogólna');
    expect(await getContentPage('it', 'pl', '../help', values, root)).toBeNull();
    expect(await getContentPage('it', 'pl', 'blog', values, root)).toBeNull();
    expect(await getContentPage('it', 'pl', 'career', values, root)).toBeNull();
  });

  it('builds the contact address from the public host', () => {
    expect(contactEmailFor('https://www.wakat.pl')).toBe('kontakt@wakat.pl');
    expect(contactEmailFor('http://it.localhost:3000')).toBe('kontakt@it.localhost');
  });
});
