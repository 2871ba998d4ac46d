import { RuleTester } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import wakat from './plugin.mjs';

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
    ].map((code) => ({ code, errors: [{ messageId: 'server' }] })),
  });
});

describe('wakat/env-access', () => {
  tester.run('env-access', wakat.rules['env-access'], {
    valid: ["import { getEnv } from '@/lib/env';\nconst url = getEnv().REDIS_URL;", 'const env = { process: 1 };'],
    invalid: [
      'const url = process.env.REDIS_URL;',
      'const { REDIS_URL } = process.env;',
      "const key = process.env['S3_SECRET_ACCESS_KEY'];",
    ].map((code) => ({ code, errors: [{ messageId: 'env' }] })),
  });
});
