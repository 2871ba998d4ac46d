/**
 * `client-fetch`: browser code calls the API through `lib/api-client` and the one-endpoint-a-file fetchers of
 * `features/<area>/api/`: a `'use client'` module outside an `api/` folder calls no `fetch(`, and neither do
 * the modules without a directive it imports (the bundler ships them with it).
 */

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hasDirective, isClientModule, propertyName, resolveLocal, ROOT, valueImports } from './module-graph.mjs';

/** Where browser code may call `fetch`: the API client and the endpoint files of an `api/` folder. */
const FETCHER_PLACES = [/(^|\/)lib\/api-client\//, /(^|\/)api\//];
const mayFetch = (file) =>
  FETCHER_PLACES.some((place) => place.test(path.relative(ROOT, file).split(path.sep).join('/')));
/** A call of the global fetch in a module's text (comments removed): `fetch(`, `window.fetch(`, `globalThis.fetch(`. */
const FETCH_CALL = /(?<![\w$.])(?:(?:window|globalThis|self)\.)?fetch\s*\(/;
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');

/**
 * The chain of imports through which a local module without a directive calls `fetch`, or null. Like
 * `serverReach`, it follows value imports and stops at a `'use client'` module (checked on its own), a
 * `'use server'` module and at the places that may fetch.
 */
const fetchCache = new Map();
function fetchReach(file, visiting = new Set()) {
  const mtime = statSync(file).mtimeMs;
  const cached = fetchCache.get(file);
  if (cached && cached.mtime === mtime) return cached.reach;
  if (visiting.has(file) || mayFetch(file)) return null;
  visiting.add(file);
  const text = readFileSync(file, 'utf8');
  let reach = null;
  if (!hasDirective(text, 'use server') && !hasDirective(text, 'use client')) {
    if (FETCH_CALL.test(withoutComments(text))) reach = [];
    else
      for (const source of valueImports(text)) {
        const next = resolveLocal(file, source);
        const deeper = next && fetchReach(next, visiting);
        if (deeper) {
          reach = [path.relative(ROOT, next), ...deeper];
          break;
        }
      }
  }
  visiting.delete(file);
  fetchCache.set(file, { mtime, reach });
  return reach;
}

const isGlobalFetch = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'fetch') ||
  (callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    ['window', 'globalThis', 'self'].includes(callee.object.name) &&
    propertyName(callee) === 'fetch');

export const clientFetch = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' modules call the API through lib/api-client and features/<area>/api/ files" },
    schema: [],
    messages: {
      direct:
        "No fetch() in a 'use client' module: call the endpoint's fetcher or hook from features/<area>/api/ (built on @/lib/api-client).",
      through:
        "'{{source}}' calls fetch() ({{chain}}) and ships with this 'use client' module: move the call into a features/<area>/api/ file built on @/lib/api-client.",
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    if (mayFetch(filename)) return {};
    let client = false;
    const check = (node, source) => {
      if (!client || typeof source !== 'string') return;
      const file = resolveLocal(filename, source);
      const reach = file && fetchReach(file);
      if (reach)
        context.report({
          node,
          messageId: 'through',
          data: { source, chain: [source, ...reach].join(' → ') },
        });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      CallExpression(node) {
        if (client && isGlobalFetch(node.callee)) context.report({ node, messageId: 'direct' });
      },
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
