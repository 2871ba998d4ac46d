#!/usr/bin/env node
// Copies maplibre's worker into public/: under Turbopack maplibre cannot locate its own worker,
// so the map loads it from /maplibre-gl-worker.mjs (setWorkerUrl). Runs before build and dev.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs');
const target = path.join(root, 'public/maplibre-gl-worker.mjs');

if (!existsSync(source)) {
  console.error(`maplibre worker not found at ${source}: install the dependencies first.`);
  process.exit(1);
}
mkdirSync(path.dirname(target), { recursive: true });
if (!existsSync(target) || !readFileSync(source).equals(readFileSync(target))) copyFileSync(source, target);
