import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Hostile input against the running production server: every read route of the API (from its
 * OpenAPI document), the list and offer pages and the server actions get NUL bytes, malformed
 * percent-encoding and invalid UTF-8, integers past 2³¹, huge arrays, long values and long paths.
 * Nothing a client can send may answer 5xx, and every answer carries the security headers.
 * Run alone: `E2E_PORT=3203 npx playwright test e2e/fuzz.spec.ts --project=desktop`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** Raw HTTP (no URL normalisation, so malformed paths reach the server as they are). */
function send(
  rawPath: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: options.method ?? 'GET',
        path: rawPath,
        headers: { host: `${options.host ?? 'it.localhost'}:${PORT}`, ...options.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${rawPath.slice(0, 200)}`)));
    req.end(options.body);
  });
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

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

test('no read route of the API answers 5xx to hostile input', async () => {
  const doc = await new Promise<OpenApi>((resolve, reject) => {
    httpRequest(
      { host: '127.0.0.1', port: PORT, path: '/api/openapi.json', headers: { host: 'it.localhost' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(JSON.parse(text) as OpenApi));
      },
    )
      .on('error', reject)
      .end();
  });
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
