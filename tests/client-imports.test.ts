import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Full zod is ~35 KiB gz: it must stay out of the browser bundle (client code may use `zod/mini` or
// plain constants). This walks the value imports of every 'use client' module, as the bundler does,
// stopping at 'use server' modules (the browser gets only references to them).

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'features', 'lib', 'registry'];
const FORBIDDEN = new Set(['zod', 'sanitize-html', 'sharp', 'pg', '@electric-sql/pglite', 'drizzle-orm']);
/** Packages whose every entry is server-side (`drizzle-orm/pg-core` as much as `drizzle-orm`). */
const FORBIDDEN_FAMILIES = ['drizzle-orm/', '@electric-sql/pglite/'];
const isForbidden = (spec: string) => FORBIDDEN.has(spec) || FORBIDDEN_FAMILIES.some((f) => spec.startsWith(f));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  }
  return null;
}

/** Value imports (not `import type`) of a module: local files and package names. */
function valueImports(source: string): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm)) {
    specs.push(match[1]!);
  }
  for (const match of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) specs.push(match[1]!);
  return specs;
}

function forbiddenReach(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (chain.length > 0 && /^['"]use server['"]/m.test(source)) return;
    for (const spec of valueImports(source)) {
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const next = resolveLocal(file, spec);
        if (next) walk(next, [...chain, path.relative(ROOT, file)]);
      } else if (isForbidden(spec)) {
        found.push([...chain, path.relative(ROOT, file), spec].join(' → '));
      }
    }
  };
  walk(entry, []);
  return found;
}

describe('client bundles', () => {
  const clientModules = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) =>
    /^['"]use client['"]/m.test(readFileSync(file, 'utf8')),
  );

  it('finds the client modules', () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it('never import full zod or server-only packages', () => {
    expect(clientModules.flatMap(forbiddenReach)).toEqual([]);
  });
});
