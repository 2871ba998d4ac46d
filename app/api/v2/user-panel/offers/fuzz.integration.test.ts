import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { installDbHandle } from '@/lib/db/client';
import { seedDemo } from '@/features/demo-data/server/seed';
import { createTestDb } from '@/tests/db';
import { GET as byCursor } from './by-cursor/route';
import { GET as countCategories } from './count/categories/route';
import { GET as count } from './count/route';

const handle = await createTestDb();
installDbHandle(handle);
await seedDemo(handle, { offers: 60, seed: 5 });

const KEYS = [
  'from',
  'itemsCount',
  'sortBy',
  'orderBy',
  'currency',
  'categories[]',
  'keywords[]',
  'companyNames',
  'skills[]',
  'jobTitles',
  'withSalary',
  'remote',
  'remoteWorkOptions[]',
  'city',
  'cityRadiusKm',
  'salaryMin',
  'salaryMax',
  'ukraineFriendly',
  'experienceLevels[]',
  'employmentTypes',
  'workingTimes[]',
  'lang',
];
const VALUES = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    'true',
    '0',
    '-1',
    '1e309',
    'NaN',
    'warszawa',
    'java',
    'senior',
    'b2b',
    'desc',
    'EUR',
    '%',
    "'; drop table offers; --",
    'ąęłóż',
    '99999999999999999999',
  ),
);
const queries = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), VALUES), { maxLength: 8 });

describe('read routes under random query strings', () => {
  it('never answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(queries, async (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        for (const route of [byCursor, count, countCategories]) {
          const res = await route(
            new NextRequest(`http://it.localhost/x?${search}`, { headers: { host: 'it.localhost' } }),
          );
          expect([200, 400], search).toContain(res.status);
        }
      }),
      { numRuns: 150 },
    );
  });
});
