import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsEmployer } from './employer';
import { rawRequest, type RawAnswer } from './raw-http';

/**
 * Hostile input against the running production server: every read route of the API (from its
 * OpenAPI document), the list and offer pages and the server actions get NUL bytes, malformed
 * percent-encoding and invalid UTF-8, integers past 2³¹, huge arrays, long values and long paths.
 * Nothing a client can send may answer 5xx, and every answer carries the security headers.
 * Run alone: `E2E_PORT=3203 npx playwright test e2e/fuzz.spec.ts --project=desktop`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

type Answer = RawAnswer;

/** Raw HTTP (no URL normalisation, so malformed paths reach the server as they are), on a board's Host. */
function send(
  rawPath: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return rawRequest(rawPath, { ...options, host: `${options.host ?? 'it.localhost'}:${PORT}` });
}

/** Runs the requests a few at a time and returns the ones that failed the rules. */
async function probe(requests: { label: string; run: () => Promise<Answer> }[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { label, run } = requests[next++]!;
      try {
        const answer = await run();
        if (answer.status >= 500) failures.push(`${answer.status} ${label}`);
        else if (!answer.headers['content-security-policy'] || answer.headers['x-content-type-options'] !== 'nosniff')
          failures.push(`no security headers (${answer.status}) ${label}`);
      } catch (error) {
        failures.push(`${(error as Error).message} ${label}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return failures;
}

const LONG = 'a'.repeat(8_000);
/** Hostile values of a query parameter, already encoded for the query string. */
const VALUES = [
  'a%00b', // NUL
  '%00',
  '%zz', // malformed encoding
  '%C0%AF', // overlong UTF-8
  '%FF%FE', // invalid UTF-8
  '%ED%A0%80', // a lone surrogate
  '2147483648', // past int4
  '-2147483649',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '-0',
  LONG,
  'eyJ2IjpudWxsLCJpIjoxMDk5NTExNjI3Nzc2LCJkIjoibiJ9', // a cursor with an id of 2^40
  'eyJ2IjoiMDAwMC0wMS0wMVQwMDowMDowMC4wMDAwMDBaIiwiaSI6MSwiZCI6Im4ifQ', // a cursor in year 0000
  'c2147483648',
  'o2147483648',
];
/** Path segments in place of a slug or id. */
const SEGMENTS = ['a%00b', '%zz', '%C0%AF', '%FF%FE', '%25', '2147483648', '-1', LONG.slice(0, 1500)];

function hugeArray(name: string) {
  // As many items as fit in the 8 KiB an address may have (past it the server answers 414, and
  // Node refuses request heads over 16 KiB itself with a bare 431).
  const key = name.endsWith('[]') ? name : `${name}[]`;
  const items: string[] = [];
  for (let i = 0, length = 0; length + key.length + 6 < 7_000; i++) {
    items.push(`${key}=${i}`);
    length += key.length + String(i).length + 2;
  }
  return items.join('&');
}

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
}

async function openApi(): Promise<OpenApi> {
  return JSON.parse((await rawRequest('/api/openapi.json', { host: 'it.localhost' })).body) as OpenApi;
}

/** Integer-looking ids outside every id column's range (int4), or not in canonical form. */
const OUT_OF_RANGE = ['2147483648', '9999999999', '99999999999999999999', '-1', '007', '1e3'];

/** The employer pages (app/[locale]/employer/…/page.tsx) with a dynamic segment, `[x]` filled in by the test. */
function employerPagesWithIds(): string[] {
  const root = path.join(process.cwd(), 'app/[locale]/employer');
  const pages: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) {
        if (entry.name === 'page.tsx' && route.includes('[')) pages.push(`/employer${route}`);
        continue;
      }
      // Route groups, `(panel)`, add nothing to the address.
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      walk(path.join(dir, entry.name), route + segment);
    }
  };
  walk(root, '');
  return pages;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

test('no read route of the API answers 5xx to hostile input', async () => {
  const doc = await openApi();
  const requests: { label: string; run: () => Promise<Answer> }[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    const get = operations.get;
    if (!get) continue;
    const fill = (value: string) => `/api${template.replace(/\{[^}]+\}/g, value)}`;
    const base = fill('1');
    const query = (get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const name of query) {
      for (const value of VALUES)
        requests.push({ label: `${base}?${name}=${value.slice(0, 60)}`, run: () => send(`${base}?${name}=${value}`) });
      requests.push({ label: `${base}?${name}[]×many`, run: () => send(`${base}?${hugeArray(name)}`) });
    }
    if (template.includes('{'))
      for (const segment of SEGMENTS)
        requests.push({ label: fill(segment.slice(0, 60)), run: () => send(fill(segment)) });
    requests.push({ label: `${base} long path`, run: () => send(`${base}/${LONG}`) });
  }
  expect(requests.length).toBeGreaterThan(200);
  expect(await probe(requests)).toEqual([]);
});

test('the list and offer pages answer hostile addresses without 5xx', async () => {
  const listParams = [
    'keywords',
    'from',
    'salary',
    'page',
    'sort',
    'orderBy',
    'currency',
    'experienceLevel',
    'employmentType',
  ];
  const requests: { label: string; run: () => Promise<Answer> }[] = [];
  for (const prefix of ['', '/en']) {
    for (const list of [
      `${prefix}/job-offers`,
      `${prefix}/job-offers/warszawa`,
      `${prefix}/job-offers/all-locations/javascript`,
    ]) {
      for (const name of listParams) {
        for (const value of VALUES)
          requests.push({
            label: `${list}?${name}=${value.slice(0, 60)}`,
            run: () => send(`${list}?${name}=${value}`),
          });
        requests.push({ label: `${list}?${name}[]×many`, run: () => send(`${list}?${hugeArray(name)}`) });
      }
      for (const segment of SEGMENTS)
        requests.push({ label: `${list}/${segment.slice(0, 60)}`, run: () => send(`${list}/${segment}`) });
    }
    for (const segment of [...SEGMENTS, '%2e%2e%2f%2e%2e%2fetc%2fpasswd'])
      requests.push({
        label: `${prefix}/job-offer/${segment.slice(0, 60)}`,
        run: () => send(`${prefix}/job-offer/${segment}`),
      });
  }
  for (const raw of [
    '/%zz',
    '/%',
    '/job-offers/%25',
    `/${LONG}`,
    `/job-offers/${LONG}`,
    '/login?next=/%0A/x',
    '/login?next=%2F%09%2Fevil.example',
  ])
    requests.push({ label: raw.slice(0, 80), run: () => send(raw) });
  expect(await probe(requests)).toEqual([]);
});

test('server actions refuse foreign origins and hostile arguments without 5xx', async () => {
  // The ids of this build's actions (a local build; in CI the same file exists after `next build`).
  const manifestPath = path.join(process.cwd(), '.next/server/server-reference-manifest.json');
  const ids = existsSync(manifestPath)
    ? Object.keys((JSON.parse(readFileSync(manifestPath, 'utf8')) as { node: Record<string, unknown> }).node)
    : [];
  expect(ids.length, 'server actions in the build').toBeGreaterThan(0);
  const hostileArgs = [
    ['/job-offers?keywords=a\u0000b', 'eyJ2IjpudWxsLCJpIjoxMDk5NTExNjI3Nzc2LCJkIjoibiJ9', 'pl'],
    ['a\u0000b', 'a\u0000b', 'a\u0000b'],
    [Array.from({ length: 20_000 }, () => ({ searchUrl: '/job-offers', since: 'x' }))],
    [LONG, LONG, LONG],
    [2147483648, -1, null],
    [{ __proto__: { polluted: true }, constructor: { prototype: {} } }],
  ];
  const action = (id: string, body: string, origin: string) => () =>
    send('/job-offers', {
      method: 'POST',
      headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', origin, accept: 'text/x-component' },
      body,
    });
  const requests: { label: string; run: () => Promise<Answer> }[] = [];
  for (const id of [...ids, 'not-an-action', '0'.repeat(42)]) {
    requests.push({ label: `${id} foreign origin`, run: action(id, '[]', 'https://evil.example') });
    for (const args of hostileArgs) {
      const body = JSON.stringify(args);
      requests.push({ label: `${id} ${body.slice(0, 60)}`, run: action(id, body, `http://it.localhost:${PORT}`) });
    }
    requests.push({ label: `${id} malformed body`, run: action(id, '[{"a":', `http://it.localhost:${PORT}`) });
  }
  expect(await probe(requests)).toEqual([]);
  // A foreign origin is a 4xx, not Next's 500.
  const foreign = await action(ids[0]!, '[]', 'https://evil.example')();
  expect(foreign.status).toBe(403);
});

test('a signed-in employer: out-of-range ids answer 404 and lone surrogates 400, on every route and page', async ({
  page,
}) => {
  await signInAsEmployer(page);
  const cookie = (await page.context().cookies())
    .filter((c) => c.domain.endsWith('localhost'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const headers = { cookie, origin: `http://it.localhost:${PORT}`, 'content-type': 'application/json' };
  const as = (method: string, rawPath: string, body?: string) => send(rawPath, { method, headers, body });

  // The pages the panel links to by id: never a 500, and 404 for an id no row can have.
  for (const raw of [
    '/api/v2/employer-panel/offers/2147483648',
    '/employer/offers/drafts/2147483648',
    '/employer/offers/2147483648/edit',
    '/employer/payments/2147483648',
  ])
    expect((await as('GET', raw)).status, raw).toBe(404);

  const doc = await openApi();
  const requests: { label: string; run: () => Promise<Answer> }[] = [];
  // Every route with an id or slug in its path, with every method it has.
  for (const [template, operations] of Object.entries(doc.paths)) {
    if (!template.includes('{')) continue;
    for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
      for (const id of OUT_OF_RANGE) {
        const raw = `/api${template.replace(/\{[^}]+\}/g, id)}`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
        requests.push({ label: `${method} ${raw}`, run: () => as(method, raw, body) });
      }
    }
  }
  // Every route that takes a body, a lone surrogate in it (as JSON writes it: \ud800).
  const surrogate = '{"title":"a\\ud800b","name":"\\udc00","text":"x\\ud83d"}';
  for (const [template, operations] of Object.entries(doc.paths))
    for (const method of Object.keys(operations).map((m) => m.toUpperCase()))
      if (['POST', 'PUT', 'PATCH'].includes(method)) {
        const raw = `/api${template.replace(/\{[^}]+\}/g, '2147483648')}`;
        requests.push({ label: `${method} ${raw} (surrogate)`, run: () => as(method, raw, surrogate) });
      }
  // Every employer page with an id in its address.
  for (const template of employerPagesWithIds())
    for (const id of OUT_OF_RANGE) {
      const raw = template.replace(/\[[^\]]+\]/g, id);
      requests.push({ label: `GET ${raw}`, run: () => as('GET', raw) });
    }
  expect(employerPagesWithIds().length).toBeGreaterThanOrEqual(4);
  expect(requests.length).toBeGreaterThan(200);
  expect(await probe(requests)).toEqual([]);

  // The one input layer refuses a lone surrogate with 400 before any route reads it.
  const saved = await as('PATCH', '/api/v2/employer-panel/company/clauses', surrogate);
  expect(saved.status).toBe(400);
});
