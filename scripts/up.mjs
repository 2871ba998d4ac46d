#!/usr/bin/env node
// The first command: install, build and start the whole product on the embedded default.
// Each step runs only when needed, so running it again just starts the server.
// Plain Node with no dependencies: it must work before `npm ci` has run.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BUILD_INPUTS = [
  'app',
  'components',
  'features',
  'lib',
  'messages',
  'public',
  'next.config.ts',
  'instrumentation.ts',
  'package-lock.json',
  'tsconfig.json',
];
const stamp = (name) => path.join(root, name);

function run(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function fingerprint(entries) {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p).sort())
        if (name !== 'node_modules' && !name.startsWith('.')) walk(path.join(p, name));
    } else {
      hash.update(`${path.relative(root, p)}:${s.size}:`);
      hash.update(readFileSync(p));
    }
  };
  for (const e of entries) walk(stamp(e));
  return hash.digest('hex');
}

const lockHash = fingerprint(['package-lock.json']);
const installStamp = stamp('node_modules/.wakat-install');
if (!existsSync(installStamp) || readFileSync(installStamp, 'utf8') !== lockHash) {
  run('install', 'npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, lockHash);
}

// The map's files in public/ (maplibre's worker, the base map) come first: the build fingerprint stays stable.
run('map files', 'node', ['scripts/map-assets.mjs']);

const buildHash = fingerprint(BUILD_INPUTS);
const buildStamp = stamp('.next/.wakat-build');
if (!existsSync(buildStamp) || readFileSync(buildStamp, 'utf8') !== buildHash) {
  run('build', 'npm', ['run', 'build']);
  writeFileSync(buildStamp, buildHash);
}

console.log('\n▶ start: migrates the database and loads the demo data on first run');
const server = spawn('npm', ['start'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
