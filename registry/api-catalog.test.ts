import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { wakatOpenApiDocument } from './api-catalog';

const API_DIR = path.resolve(import.meta.dirname, '../app/api');
/**
 * Routes that serve the documentation itself, answer 404 for everything else, or are the auth library's
 * own endpoints (sign-in, sign-out, verification, reset: documented in docs/decisions/0008).
 */
const UNDOCUMENTED = new Set(['/openapi.json', '/docs', '/{...path}', '/auth/{...all}']);

function routes(dir: string, prefix = ''): { path: string; methods: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const segment = entry.name.replace(/^\[(.+)\]$/, '{$1}');
      return routes(path.join(dir, entry.name), `${prefix}/${segment}`);
    }
    if (entry.name !== 'route.ts') return [];
    const source = readFileSync(path.join(dir, entry.name), 'utf8');
    const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!.toLowerCase());
    return [{ path: prefix, methods }];
  });
}

describe('the API catalogue', () => {
  it('documents every route handler under /api', () => {
    const doc = wakatOpenApiDocument();
    const missing: string[] = [];
    for (const route of routes(API_DIR)) {
      if (UNDOCUMENTED.has(route.path)) continue;
      // Path parameters may be named differently in the document ({id} vs {categoryId}).
      const shape = route.path.replace(/\{[^}]+\}/g, '{}');
      const documented = Object.entries(doc.paths).find(([p]) => p.replace(/\{[^}]+\}/g, '{}') === shape);
      for (const method of route.methods)
        if (!documented || !(method in (documented[1] as object)))
          missing.push(`${method.toUpperCase()} ${route.path}`);
    }
    expect(missing).toEqual([]);
  });
});
