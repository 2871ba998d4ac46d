/**
 * The project's own lint rules (registered as the `wakat` plugin in eslint.config.mjs).
 *
 * - `client-imports`: a module that starts with the `'use client'` directive is bundled for the browser, wherever
 *   it lives; it may not import server-only modules (a feature's `server/`, the database, the logger, the
 *   environment, `server-only`, a package's `/server` entry, Node's built-ins), neither directly nor through
 *   the modules it imports (any module marked `import 'server-only'` included), up to a `'use server'` module.
 * - `client-fetch`: browser code calls the API through `lib/api-client` and the one-endpoint-a-file fetchers
 *   of `features/<area>/api/`: a `'use client'` module outside an `api/` folder calls no `fetch(`, and neither
 *   do the modules without a directive it imports (the bundler ships them with it).
 * - `env-access`: `process.env` is read in `lib/env.ts` only, which validates every variable; other modules call
 *   `getEnv()`.
 * - `locale-prefix`: hrefs get their language prefix from `lib/paths.ts` (`localizedPaths(locale).x()`,
 *   `localizedPath(locale, path)`): no `'/en'` written out, no `localePrefix` imported to be joined by hand,
 *   no `/${locale}` spliced into an address.
 */

import { readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { clientFetch } from './client-fetch.mjs';
import { hasDirective, isClientModule, propertyName, resolveLocal, ROOT, valueImports } from './module-graph.mjs';

const BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

const SERVER_ONLY = [
  { test: /^(@\/|\.{1,2}\/)(.*\/)?server(\/|$)/, what: "a feature's server code" },
  { test: /^(@[^/]+\/)?[^./@][^/]*\/server$/, what: "a package's server entry" },
  { test: /^@\/lib\/db(\/|$)/, what: 'the database' },
  { test: /^@\/lib\/(log|env)$/, what: 'a server module' },
  { test: /^server-only$/, what: 'a server-only module' },
  { test: /^node:/, what: 'a Node built-in' },
  { test: (source) => BUILTINS.has(source.split('/')[0]), what: 'a Node built-in' },
];
const matches = (rule, source) => (typeof rule.test === 'function' ? rule.test(source) : rule.test.test(source));
const serverOnlyBySource = (source) => SERVER_ONLY.find((rule) => matches(rule, source));

/**
 * What a local module brings into a client bundle that is server-only: the chain of imports that reaches it,
 * or null. The walk follows value imports the way the bundler does and stops at a `'use server'` module (the
 * browser gets references to its actions) and at another `'use client'` module (checked on its own). Results
 * are kept per file and modification time for the run.
 */
const reachCache = new Map();
function serverReach(file, visiting = new Set()) {
  const mtime = statSync(file).mtimeMs;
  const cached = reachCache.get(file);
  if (cached && cached.mtime === mtime) return cached.reach;
  if (visiting.has(file)) return null;
  visiting.add(file);
  const text = readFileSync(file, 'utf8');
  let reach = null;
  if (!hasDirective(text, 'use server') && !hasDirective(text, 'use client')) {
    for (const source of valueImports(text)) {
      const direct = serverOnlyBySource(source);
      if (direct) {
        reach = { chain: [source], what: direct.what };
        break;
      }
      const next = resolveLocal(file, source);
      const deeper = next && serverReach(next, visiting);
      if (deeper) {
        reach = { chain: [path.relative(ROOT, next), ...deeper.chain], what: deeper.what };
        break;
      }
    }
  }
  visiting.delete(file);
  reachCache.set(file, { mtime, reach });
  return reach;
}

const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' modules import no server-only module, directly or through another module" },
    schema: [],
    messages: {
      server:
        "'{{source}}' is {{what}}: a 'use client' module is bundled for the browser. Call it from a page, route or server action and pass the result down.",
      through:
        "'{{source}}' brings {{what}} into the browser bundle ({{chain}}). Keep server code out of what a 'use client' module imports.",
    },
  },
  create(context) {
    let client = false;
    const filename = context.filename ?? context.getFilename();
    const check = (node, source) => {
      if (!client || typeof source !== 'string') return;
      const hit = serverOnlyBySource(source);
      if (hit) {
        context.report({ node, messageId: 'server', data: { source, what: hit.what } });
        return;
      }
      const file = resolveLocal(filename, source);
      const reach = file && serverReach(file);
      if (reach)
        context.report({
          node,
          messageId: 'through',
          data: { source, what: reach.what, chain: [source, ...reach.chain].join(' → ') },
        });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration(node) {
        // Type-only imports vanish from the bundle.
        if (node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && node.exportKind !== 'type') check(node, node.source.value);
      },
    };
  },
};

const envAccess = {
  meta: {
    type: 'problem',
    docs: { description: 'process.env is read in lib/env.ts only' },
    schema: [],
    messages: { env: 'Read configuration through getEnv() from @/lib/env, which validates every variable.' },
  },
  create(context) {
    // `process`, `globalThis.process`, `global.process` or `window.process`.
    const isProcess = (node) =>
      (node.type === 'Identifier' && node.name === 'process') ||
      (node.type === 'MemberExpression' &&
        node.object.type === 'Identifier' &&
        ['globalThis', 'global', 'window'].includes(node.object.name) &&
        propertyName(node) === 'process');
    return {
      // process.env, process['env']
      MemberExpression(node) {
        if (isProcess(node.object) && propertyName(node) === 'env') context.report({ node, messageId: 'env' });
      },
      // const { env } = process
      VariableDeclarator(node) {
        if (
          node.init &&
          isProcess(node.init) &&
          node.id.type === 'ObjectPattern' &&
          node.id.properties.some((p) => p.type === 'Property' && propertyName({ ...p, property: p.key }) === 'env')
        )
          context.report({ node, messageId: 'env' });
      },
    };
  },
};

const LOCALE_NAMES = new Set(['locale', 'lang', 'language']);
/** `/en` as the start of an address: alone, or before a path, a query or a hash. */
const EN_PREFIX = /^\/en(?=$|[/?#])/;
/** The name an expression stands for (`x`, `o.x`), or null. */
const nameOf = (node) =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'MemberExpression' && !node.computed
      ? node.property.name
      : null;

const localePrefix = {
  meta: {
    type: 'problem',
    docs: { description: "hrefs take their language's prefix from lib/paths.ts" },
    schema: [],
    messages: {
      literal:
        "Do not write the '/en' prefix: use localizedPaths(locale).x() or localizedPath(locale, path) from @/lib/paths.",
      import:
        'localePrefix is not joined by hand: use localizedPaths(locale).x() or localizedPath(locale, path) from @/lib/paths.',
      joined:
        'An address is not built from a locale by hand: use localizedPaths(locale).x() or localizedPath(locale, path) from @/lib/paths.',
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (!/(^|\/)paths$/.test(node.source.value)) return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' && nameOf(specifier.imported) === 'localePrefix')
            context.report({ node: specifier, messageId: 'import' });
      },
      Literal(node) {
        if (typeof node.value === 'string' && EN_PREFIX.test(node.value))
          context.report({ node, messageId: 'literal' });
      },
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, i) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          if (i === 0 && EN_PREFIX.test(text)) context.report({ node, messageId: 'literal' });
          const next = node.expressions[i];
          // `/${locale}/…`, and a prefix carried as a value: `${o.localePrefix}${url}`.
          if (next && text.endsWith('/') && LOCALE_NAMES.has(nameOf(next)))
            context.report({ node, messageId: 'joined' });
          if (next && /^(locale|lang)Prefix$/i.test(nameOf(next) ?? '')) context.report({ node, messageId: 'joined' });
        });
      },
    };
  },
};

export default {
  rules: {
    'client-imports': clientImports,
    'client-fetch': clientFetch,
    'env-access': envAccess,
    'locale-prefix': localePrefix,
  },
};
