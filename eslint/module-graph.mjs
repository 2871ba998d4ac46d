/**
 * What the project's lint rules know of a module graph: directives, local imports resolved to files, the value
 * imports of a module's text, the name a member access reads.
 */

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: `@/x` is `<root>/x` (tsconfig.json's `paths`). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether a module's text has `directive` in its prologue (the strings before any code, comments aside). */
export function hasDirective(text, directive) {
  const prologue = text.match(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(?:'[^'\n]*'|"[^"\n]*");?)*/)[0];
  return (prologue.match(/'[^'\n]*'|"[^"\n]*"/g) ?? []).some((quoted) => quoted.slice(1, -1) === directive);
}

export function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

/** A local import (`@/…`, `./…`, `../…`) as the file it names, or null for a package. */
export function resolveLocal(fromFile, source) {
  let base;
  if (source.startsWith('@/')) base = path.join(ROOT, source.slice(2));
  else if (source.startsWith('./') || source.startsWith('../')) base = path.resolve(path.dirname(fromFile), source);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The value imports of a module's text (`import type`, `import { type A }` and `export type` vanish from
 * the bundle and are skipped): static imports, re-exports, bare imports and dynamic `import('…')`.
 */
export function valueImports(text) {
  const found = [];
  const pattern = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, clause, source] of text.matchAll(pattern)) {
    if (typeOnly) continue;
    const braces = clause.match(/^\{([\s\S]*)\}$/);
    const names = braces?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    found.push(source);
  }
  for (const [, source] of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(source);
  for (const [, source] of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(source);
  return found;
}

/** The name a member access reads (`a.b`, `a['b']`), or null when it is computed from a value. */
export function propertyName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return null;
}
