import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '@/lib/html/escape';

const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|#|mailto:)/i;

/**
 * Markdown to HTML for our own posts. Raw HTML in the source is shown as text, never rendered,
 * and links keep only web, relative, anchor and mail addresses.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link(this: { parser: { parseInline: (tokens: Tokens.Link['tokens']) => string } }, token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!SAFE_HREF.test(token.href)) return text;
      const external = /^https?:\/\//i.test(token.href);
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(token.href)}"${title}${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
