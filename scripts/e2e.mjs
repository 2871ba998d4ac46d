#!/usr/bin/env node
// npm run test:e2e [-- <playwright args>]
// The browser journeys, the two viewport projects at once: each project gets its own production server
// (its own port and embedded database) started from the one build, so the two cores both work while a
// journey waits on the other. Output lines carry the project's name; the exit code is the worse of the two.
// One project or one spec: `npx playwright test e2e/list.spec.ts --project=desktop`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);
const base = Number(process.env.E2E_PORT ?? 3100);
const projects = [
  { name: 'desktop', port: base },
  { name: 'mobile', port: base + 1 },
];

function run({ name, port }) {
  const dir = `.data/e2e-pglite-${name}`;
  rmSync(path.join(root, dir), { recursive: true, force: true });
  const child = spawn(
    'npx',
    [
      'playwright',
      'test',
      `--project=${name}`,
      ...(extra.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=list']),
      ...extra,
    ],
    {
      cwd: root,
      env: { ...process.env, E2E_PORT: String(port), E2E_PGLITE_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
    stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codes = await Promise.all(projects.map(run));
for (const [i, code] of codes.entries())
  console.log(`${projects[i].name}: ${code === 0 ? 'passed' : `failed (${code})`}`);
process.exit(Math.max(...codes));
