/**
 * The project's own lint rules (registered as the `wakat` plugin in eslint.config.mjs).
 *
 * - `client-imports`: a module that starts with the `'use client'` directive is bundled for the browser, wherever
 *   it lives; it may not import server-only modules (a feature's `server/`, the database, the logger, the
 *   environment, `server-only`, Node's built-ins).
 * - `env-access`: `process.env` is read in `lib/env.ts` only, which validates every variable; other modules call
 *   `getEnv()`.
 */

const SERVER_ONLY = [
  { test: /(^|\/)server(\/|$)/, what: "a feature's server code" },
  { test: /^@\/lib\/db(\/|$)/, what: 'the database' },
  { test: /^@\/lib\/(log|env)$/, what: 'a server module' },
  { test: /^server-only$/, what: 'a server-only module' },
  { test: /^node:/, what: 'a Node built-in' },
];

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' modules import no server-only module" },
    schema: [],
    messages: {
      server:
        "'{{source}}' is {{what}}: a 'use client' module is bundled for the browser. Call it from a page, route or server action and pass the result down.",
    },
  },
  create(context) {
    let client = false;
    const check = (node, source) => {
      if (!client || typeof source !== 'string') return;
      const hit = SERVER_ONLY.find((rule) => rule.test.test(source));
      if (hit) context.report({ node, messageId: 'server', data: { source, what: hit.what } });
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
    return {
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'process' &&
          !node.computed &&
          node.property.type === 'Identifier' &&
          node.property.name === 'env'
        )
          context.report({ node, messageId: 'env' });
      },
    };
  },
};

export default { rules: { 'client-imports': clientImports, 'env-access': envAccess } };
