// npm run storage:copy-to-s3 [-- --from DIR] [-- --dry-run]
// Copies the local uploads directory (UPLOADS_DIR, or --from) into the S3 bucket the S3_* variables name,
// before a deployment switches to it. Safe to repeat: objects already in the bucket with the same size are
// skipped, so a second run copies only what changed or was missed. The directory is left as it was.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getEnv } from '@/lib/env';
import { copyDirectoryToStorage } from '@/lib/storage/copy';
import { s3ConfigFromEnv, S3Storage } from '@/lib/storage/s3';

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const env = getEnv();
  if (!env.S3_BUCKET)
    throw new Error('S3_BUCKET is not set: configure the bucket (README, "Configuration") before copying into it');
  const from = path.resolve(values.from ?? env.UPLOADS_DIR);
  if (!(await stat(from).catch(() => null))?.isDirectory()) throw new Error(`no uploads directory at ${from}`);
  const target = new S3Storage(s3ConfigFromEnv(env));
  const where = `s3://${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ''}`;
  console.log(`${values['dry-run'] ? 'would copy' : 'copying'} ${from} → ${where}`);
  try {
    const report = await copyDirectoryToStorage(from, target, { dryRun: values['dry-run'] });
    for (const key of report.skipped) console.log(`not a storage key, left alone: ${key}`);
    for (const { key, error } of report.failed) console.error(`failed: ${key}: ${error}`);
    console.log(
      `${values['dry-run'] ? 'to copy' : 'copied'} ${report.copied}, already in the bucket ${report.present}, ` +
        `not storage keys ${report.skipped.length}, failed ${report.failed.length}`,
    );
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    target.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`wakat: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
