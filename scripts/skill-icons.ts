// Writes the technology icons (public/skill-icons/<hash>/<slug>.svg), their notice and
// lib/skill-icons/icons-path.generated.ts from lib/skill-icons/catalogue.ts and the `simple-icons` package.
// Run after changing the catalogue or upgrading the package: `npm run skill-icons:generate`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generateSkillIcons, type SimpleIcon } from '../lib/skill-icons/generate';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const icons = Object.values(require('simple-icons') as Record<string, SimpleIcon>).filter((i) => i?.slug);
const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/simple-icons/package.json'), 'utf8'));

const out = generateSkillIcons(icons, version);
const dir = path.join(root, 'public/skill-icons');
mkdirSync(dir, { recursive: true });
// The folder is named by its files: an older one goes.
for (const entry of readdirSync(dir, { withFileTypes: true })) {
  if (entry.isDirectory()) rmSync(path.join(dir, entry.name), { recursive: true });
}
const folder = path.join(root, 'public', out.base);
mkdirSync(folder);
let bytes = 0;
for (const [name, content] of out.files) {
  writeFileSync(path.join(folder, name), content);
  bytes += content.length;
}
writeFileSync(path.join(dir, 'NOTICE.md'), out.notice);
writeFileSync(path.join(root, 'lib/skill-icons/icons-path.generated.ts'), out.module);
console.log(`${out.base}: ${out.files.size} icons, ${bytes} bytes`);
