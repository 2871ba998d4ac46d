import { escapeHtml } from '@/lib/html/escape';

export interface MailContent {
  /** Board name shown at the top. */
  brand: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Rows of links, e.g. offers in a digest. */
  items?: { title: string; url: string; detail?: string }[];
  footer?: string[];
}

/** One plain, accessible e-mail layout, as HTML and as text. Every value is escaped. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const p = (s: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(s)}</p>`;
  const items = content.items?.length
    ? `<ul style="padding-left:18px;margin:0 0 16px">${content.items
        .map(
          (i) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a>${
              i.detail ? `<br><span style="color:#555">${escapeHtml(i.detail)}</span>` : ''
            }</li>`,
        )
        .join('')}</ul>`
    : '';
  const action = content.action
    ? `<p style="margin:16px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#1f6feb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = content.footer?.length
    ? `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px">${content.footer
        .map((f) => `<p style="margin:0 0 6px;color:#666;font-size:12px">${escapeHtml(f)}</p>`)
        .join('')}`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:600px;margin:0 auto;padding:16px"><p style="font-weight:700;font-size:18px;margin:0 0 16px">${escapeHtml(content.brand)}</p><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>${content.paragraphs.map(p).join('')}${items}${action}${footer}</body></html>`;
  const text = [
    content.brand,
    '',
    content.heading,
    '',
    ...content.paragraphs,
    ...(content.items?.length
      ? ['', ...content.items.map((i) => `- ${i.title}${i.detail ? ` (${i.detail})` : ''}: ${i.url}`)]
      : []),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer?.length ? ['', '--', ...content.footer] : []),
  ].join('\n');
  return { html, text };
}
