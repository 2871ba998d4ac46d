// GET /api/docs – a readable reference of the API, rendered from the OpenAPI document.
// Public, and not wrapped in withRoute: an HTML page rendered from the static route catalogue, the same for every
// board and caller (no input, no tenant, no session); withRoute answers JSON errors, this answers a page.
import { wakatOpenApiDocument } from '@/registry/api-catalog';

const escape = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema?: { type?: string; enum?: unknown[] };
}

export function GET() {
  const doc = wakatOpenApiDocument();
  const sections = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as { summary: string; parameters: Parameter[] };
      const rows = op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td>${escape(p.schema?.enum ? p.schema.enum.join(' | ') : (p.schema?.type ?? ''))}</td></tr>`,
        )
        .join('');
      return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h2><p>${escape(op.summary)}</p>${
        rows
          ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>type</th></tr></thead><tbody>${rows}</tbody></table>`
          : ''
      }</section>`;
    }),
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(doc.info.title)}</title><style>body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;line-height:1.5;color:#1f2328}h2{font-size:18px;margin:32px 0 4px}.m{display:inline-block;min-width:64px;padding:2px 8px;border-radius:6px;background:#1f6feb;color:#fff;font-size:14px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d1d9e0;padding:4px 8px;text-align:left;font-size:14px}</style></head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p>${sections.join('')}</body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
