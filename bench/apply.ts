// npx tsx --conditions react-server bench/apply.ts --port 3330 [--host it.localhost] [--concurrency 10] [--seconds 20]
//   [--tokens 1500] [--uploads .data/uploads]
// Applications with a 1 MB PDF against a running production server (`npm run build && npm start`; start it with
// ANTIBOT_DIFFICULTY=8 to make pre-solving the tokens quick – verifying one costs the server the same either way –
// and RATE_LIMIT_FACTOR=1000: every application comes from one address).
// Prints the server time (Server-Timing `app;dur`, measured in the route from the first byte of the request to
// the committed answer) and the client latency, p50/p99, the sustained applications/s at N concurrent for S
// seconds, then checks that every acknowledged id exists: as the signed-in candidate who sent them, each
// attachment is downloaded (row + attachment row + file), and the history's total equals the count.
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { solvePow } from '../tests/factories/antibot';
import { pdfFile } from '../tests/factories/files';
import { percentile, printTable, verdict } from './lib';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: 'it.localhost' },
    concurrency: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    tokens: { type: 'string', default: '1500' },
    uploads: { type: 'string' },
  },
});
if (!values.port) throw new Error('--port of a running production server is required');
const PORT = Number(values.port);
const HOST = `${values.host}:${PORT}`;
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const PDF = Buffer.from(pdfFile({ size: 1_000_000 }));

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

function request(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: pathname,
        headers: { host: HOST, ...(body ? { 'content-length': String(body.length) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (reply: Reply) => JSON.parse(reply.body.toString('utf8'));

/** A signed-in candidate (sign-up, the verification link from the dev mailbox), so the ids can be checked after. */
async function signUp(): Promise<string> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const body = Buffer.from(
    JSON.stringify({ email, password: 'bench password 123', name: 'Bench Candidate', privacyAccepted: true }),
  );
  const headers = { 'content-type': 'application/json', origin: `http://${HOST}` };
  const signed = await request('POST', '/api/auth/sign-up/email', headers, body);
  if (signed.status !== 200) throw new Error(`sign-up: ${signed.status} ${signed.body}`);
  const mailbox = await request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  if (mailbox.status !== 200) throw new Error('the dev mailbox is closed (ENABLE_DEV_MAILBOX=true on Postgres)');
  const text = (json(mailbox).mails as { text: string }[])[0]!.text;
  const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)![0]);
  const verified = await request('GET', link.pathname + link.search);
  const cookie = (verified.headers['set-cookie'] ?? []).find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`verification: ${verified.status}`);
  return cookie.split(';')[0]!;
}

/** Offers that take applications through the form (listed, no external URL). */
async function internalOffers(): Promise<string[]> {
  const list = json(await request('GET', '/api/v2/user-panel/offers/by-cursor?itemsCount=100')) as {
    data: { slug: string; applyUrl: string | null }[];
  };
  return list.data.filter((o) => !o.applyUrl).map((o) => o.slug);
}

async function solveTokens(count: number): Promise<string[]> {
  const tokens: string[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const { challenge, difficulty } = json(await request('GET', '/api/antibot/challenge?action=apply')) as {
      challenge: string;
      difficulty: number;
    };
    tokens.push(`${challenge}.${solvePow(challenge, difficulty)}`);
  }
  console.log(`pre-solved ${count} anti-bot tokens in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return tokens;
}

function multipart(fields: Record<string, string>, file: Buffer): { body: Buffer; type: string } {
  const boundary = `----wakatbench${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const cookie = await signUp();
  const slugs = await internalOffers();
  if (slugs.length === 0) throw new Error('no offer takes applications through the form');
  const tokens = await solveTokens(Number(values.tokens));
  const uploadsDir = values.uploads ? path.resolve(values.uploads, 'applications') : null;
  const filesBefore = uploadsDir ? (await readdir(uploadsDir).catch(() => [])).length : 0;

  const acknowledged: number[] = [];
  const serverMs: number[] = [];
  const clientMs: number[] = [];
  const parts: Record<string, number[]> = {};
  const failures = new Map<number, number>();
  let sequence = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < deadline && tokens.length > 0) {
      const n = sequence++;
      // A distinct e-mail per application: the rate limit is per (address, offer, e-mail).
      const { body, type } = multipart(
        { name: 'Bench Candidate', email: `bench+${n}@example.com`, message: 'Benchmark application.' },
        PDF,
      );
      const reply = await request(
        'POST',
        `/api/v1/offers/${encodeURIComponent(slugs[n % slugs.length]!)}/applications`,
        { 'content-type': type, cookie, 'recaptcha-token': tokens.pop()!, origin: `http://${HOST}` },
        body,
      );
      if (reply.status === 201) {
        acknowledged.push(json(reply).id as number);
        clientMs.push(reply.ms);
        const timings = String(reply.headers['server-timing'] ?? '');
        for (const [, name, ms] of timings.matchAll(/(\w+);dur=([\d.]+)/g)) {
          if (name === 'app') serverMs.push(Number(ms));
          else (parts[name!] ??= []).push(Number(ms));
        }
      } else failures.set(reply.status, (failures.get(reply.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const perSecond = acknowledged.length / elapsed;

  // Every acknowledged id exists: its attachment downloads for its candidate, and the history counts them all.
  let verified = 0;
  for (const id of acknowledged) {
    const file = await request('GET', `/api/v1/applications/${id}/attachment`, { cookie });
    if (file.status === 200 && file.body.length === PDF.length) verified += 1;
  }
  const history = json(await request('GET', '/api/v2/user-panel/application-history?pageSize=1', { cookie }));
  const filesAfter = uploadsDir ? (await readdir(uploadsDir)).filter((f) => !f.endsWith('.part')).length : 0;

  printTable([
    {
      what: 'server time, Server-Timing (ms)',
      p50: percentile(serverMs, 50).toFixed(1),
      p99: percentile(serverMs, 99).toFixed(1),
      goal: 'p50 ≤ 50',
      verdict: verdict(percentile(serverMs, 50), 50),
    },
    ...Object.entries(parts).map(([name, ms]) => ({
      what: `  of which ${name} (ms)`,
      p50: percentile(ms, 50).toFixed(1),
      p99: percentile(ms, 99).toFixed(1),
      goal: '',
      verdict: '',
    })),
    {
      what: 'client latency (ms)',
      p50: percentile(clientMs, 50).toFixed(1),
      p99: percentile(clientMs, 99).toFixed(1),
      goal: '',
      verdict: '',
    },
  ]);
  console.log(
    `${acknowledged.length} applications acknowledged in ${elapsed.toFixed(1)} s at ${CONCURRENCY} concurrent: ` +
      `${perSecond.toFixed(1)}/s (goal ≥ 30: ${perSecond >= 30 ? 'OK' : 'UNDER'})` +
      (tokens.length === 0 ? ' – the pre-solved tokens ran out first; pass more --tokens' : ''),
  );
  if (failures.size) console.log(`refused: ${JSON.stringify(Object.fromEntries(failures))}`);
  console.log(
    `verified: ${verified}/${acknowledged.length} attachments downloaded; history total ${history.meta.totalItems}` +
      (uploadsDir ? `; files in storage +${filesAfter - filesBefore}` : ''),
  );
  const lost = acknowledged.length - verified;
  if (lost > 0 || history.meta.totalItems !== acknowledged.length) {
    console.error(`LOST: ${lost} acknowledged applications are missing`);
    process.exitCode = 1;
  }
}

await main();
