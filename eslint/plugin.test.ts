import path from 'node:path';
import { RuleTester } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import wakat from './plugin.mjs';

/** A module beside the fixtures, so that its relative imports resolve to them. */
const inFixtures = path.join(import.meta.dirname, 'fixtures', 'component.tsx');

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2024, sourceType: 'module' } });

describe('wakat/client-imports', () => {
  tester.run('client-imports', wakat.rules['client-imports'], {
    valid: [
      // Not a client module: a page or route may import the server.
      "import { db } from '@/lib/db/client';",
      "import { createPayment } from '@/features/payments/server/create-payment';",
      // A client module importing client code and types only.
      "'use client';\nimport { Button } from '@/components/ui/button';",
      "'use client';\nimport type { Offer } from '@/features/offers/server/offer-dto';",
      "'use client';\nimport { type Offer } from '@/features/offers/server/offer-dto';",
      "'use client';\nexport type { Offer } from '@/features/offers/server/offer-dto';",
      // A directive that is not the first statement does not make a client module.
      "import x from 'y';\n'use client';\nimport { log } from '@/lib/log';",
      // Packages a browser bundle may hold; a path that merely contains the word.
      "'use client';\nimport { useQuery } from '@tanstack/react-query';",
      "'use client';\nimport { observer } from '@/components/observer-server-side-note';",
      // Through other modules: types only, a server action (the browser gets a reference) and another client
      // module (reported on its own) carry nothing of the server into this bundle.
      { code: "'use client';\nimport { pair } from './types-only';", filename: inFixtures },
      { code: "'use client';\nimport { readSecret } from './action';", filename: inFixtures },
      { code: "'use client';\nimport { useChild } from './client-child';", filename: inFixtures },
      // A server component may import what reaches the server.
      { code: "import { helper } from './shared-helper';", filename: inFixtures },
    ],
    invalid: [
      "'use client';\nimport { createPayment } from '@/features/payments/server/create-payment';",
      "'use client';\nimport { rules } from '../server/rules';",
      "'use strict';\n'use client';\nimport { getDb } from '@/lib/db';",
      "'use client';\nimport { getEnv } from '@/lib/env';",
      "'use client';\nimport { logger } from '@/lib/log';",
      "'use client';\nimport 'server-only';",
      "'use client';\nimport { readFile } from 'node:fs/promises';",
      "'use client';\nconst m = import('@/features/chat/server/chat-service');",
      "'use client';\nexport * from '@/features/chat/server/public';",
      "'use client';\nexport { send } from '@/features/chat/server/public';",
      "'use client';\nimport { createHash } from 'crypto';",
      "'use client';\nimport { readFile } from 'fs/promises';",
      "'use client';\nimport { getTranslations } from 'next-intl/server';",
    ]
      .map((code): RuleTester.InvalidTestCase => ({ code, errors: [{ messageId: 'server' }] }))
      .concat(
        [
          // A module marked `import 'server-only'`, whatever its folder.
          "'use client';\nimport { secret } from './server-secret';",
          // A module without a directive that imports one: the bundler follows it, so does the rule.
          "'use client';\nimport { helper } from './shared-helper';",
          "'use client';\nimport { type pair, helper } from './shared-helper';",
          "'use client';\nconst m = import('./shared-helper');",
        ].map((code): RuleTester.InvalidTestCase => ({
          code,
          filename: inFixtures,
          errors: [{ messageId: 'through' }],
        })),
      ),
  });
});

describe('wakat/client-fetch', () => {
  const inApiFolder = path.join(import.meta.dirname, 'fixtures', 'api', 'use-things.ts');
  tester.run('client-fetch', wakat.rules['client-fetch'], {
    valid: [
      // Not a client module: a page, route or server module may call other services.
      "const res = await fetch('https://example.com/feed');",
      // A client module going through the API client.
      "'use client';\nimport { apiFetch } from '@/lib/api-client';\nconst things = apiFetch('/api/things');",
      // An endpoint file in an api/ folder, and the API client itself, are the fetchers.
      { code: "'use client';\nconst res = fetch('/api/things');", filename: inApiFolder },
      {
        code: "'use client';\nconst res = fetch('/api/things');",
        filename: path.join(import.meta.dirname, '..', 'lib', 'api-client', 'x.ts'),
      },
      // Words that are not a call of the global fetch.
      "'use client';\nconst a = prefetch('/x');\nconst b = query.refetch();\nconst c = store.fetch();",
      // Through other modules: an endpoint file, a module that only names fetch, another client module.
      { code: "'use client';\nimport { getThings } from './api/get-things';", filename: inFixtures },
      { code: "'use client';\nimport { prefetch } from './mentions-fetch';", filename: inFixtures },
      { code: "'use client';\nimport { useChild } from './client-child';", filename: inFixtures },
      // A server component may import what fetches.
      { code: "import { loadThings } from './fetching-store';", filename: inFixtures },
    ],
    invalid: [
      "'use client';\nconst res = await fetch('/api/things');",
      "'use client';\nexport function load() {\n  return window.fetch('/api/things');\n}",
      "'use client';\nvoid globalThis.fetch('/api/things', { method: 'POST' });",
    ]
      .map((code): RuleTester.InvalidTestCase => ({ code, errors: [{ messageId: 'direct' }] }))
      .concat(
        [
          // A module without a directive that calls fetch ships with the client module: the rule follows it.
          "'use client';\nimport { loadThings } from './fetching-store';",
          "'use client';\nimport { loadAll } from './uses-fetching-store';",
          "'use client';\nconst m = import('./fetching-store');",
        ].map((code): RuleTester.InvalidTestCase => ({
          code,
          filename: inFixtures,
          errors: [{ messageId: 'through' }],
        })),
      ),
  });
});

describe('wakat/env-access', () => {
  tester.run('env-access', wakat.rules['env-access'], {
    valid: [
      "import { getEnv } from '@/lib/env';\nconst url = getEnv().REDIS_URL;",
      'const env = { process: 1 };',
      'const cwd = process.cwd();',
      'const { argv } = process;',
      'const env = settings.env;',
    ],
    invalid: [
      'const url = process.env.REDIS_URL;',
      'const { REDIS_URL } = process.env;',
      "const key = process.env['S3_SECRET_ACCESS_KEY'];",
      "const url = process['env'].REDIS_URL;",
      'const url = globalThis.process.env.REDIS_URL;',
      'const { env } = process;',
      'const { env: settings } = globalThis.process;',
    ].map((code) => ({ code, errors: [{ messageId: 'env' }] })),
  });
});

describe('wakat/locale-prefix', () => {
  tester.run('locale-prefix', wakat.rules['locale-prefix'], {
    valid: [
      "import { localizedPath, localizedPaths, paths } from '@/lib/paths';\nconst a = localizedPaths(locale).employerChat();\nconst b = localizedPath(locale, paths.blog());",
      'const key = `${prefix}:bus:${name}`;',
      'const url = `${origin}${localizedPath(locale, path)}`;',
      "const word = '/english';",
      'const id = `${idPrefix}-search`;',
      'const api = `/api/${tenant}/offers`;',
    ],
    invalid: [
      {
        code: "const href = `${locale === 'en' ? '/en' : ''}${paths.employerChat()}`;",
        errors: [{ messageId: 'literal' }],
      },
      { code: "const href = '/en/employer';", errors: [{ messageId: 'literal' }] },
      { code: 'const href = `/en?tab=${tab}`;', errors: [{ messageId: 'literal' }] },
      { code: "import { localePrefix, paths } from '@/lib/paths';", errors: [{ messageId: 'import' }] },
      { code: "import { localePrefix } from './paths';", errors: [{ messageId: 'import' }] },
      { code: 'const href = `/${locale}${paths.blog()}`;', errors: [{ messageId: 'joined' }] },
      { code: 'const href = `${o.localePrefix}${offer.url}`;', errors: [{ messageId: 'joined' }] },
    ],
  });
});
