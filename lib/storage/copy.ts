import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey } from './keys';
import type { Storage } from './storage';

export interface CopyReport {
  /** Files written to the target. */
  copied: number;
  /** Files the target already held with the same size (left alone). */
  present: number;
  /** Files under the directory whose names are not storage keys (not the product's; left alone). */
  skipped: string[];
  failed: { key: string; error: string }[];
}

/**
 * Copies a local uploads directory (LocalStorage's layout: the key is the path below the root) into another
 * storage, e.g. the S3 bucket a deployment moves to. Repeatable: an object the target already has with the
 * same size is not written again, so a run that stopped half-way is finished by running it again. Files
 * being written (`*.part`) are not copied.
 */
export async function copyDirectoryToStorage(
  root: string,
  target: Storage,
  { concurrency = 4, dryRun = false }: { concurrency?: number; dryRun?: boolean } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, skipped: [], failed: [] };
  const files: { key: string; file: string; size: number }[] = [];
  for (const name of await readdir(root, { recursive: true })) {
    const file = path.join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || name.endsWith('.part')) continue;
    const key = name.split(path.sep).join('/');
    if (isStorageKey(key)) files.push({ key, file, size: info.size });
    else report.skipped.push(key);
  }

  const existing = new Map<string, number>();
  for (const prefix of new Set(files.map((f) => f.key.slice(0, f.key.indexOf('/'))))) {
    for (const object of await target.list(prefix)) existing.set(object.key, object.size);
  }

  const queue = files.filter((f) => {
    if (existing.get(f.key) !== f.size) return true;
    report.present += 1;
    return false;
  });
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          if (!dryRun) await target.put(next.key, await readFile(next.file));
          report.copied += 1;
        } catch (error) {
          report.failed.push({ key: next.key, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }),
  );
  report.skipped.sort();
  return report;
}
