import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Storage, type S3StorageConfig } from '@/lib/storage/s3';

export interface TestS3 {
  /** The adapter's settings for the server's bucket (path style, s3rver's fixed keys). */
  config: S3StorageConfig;
  /** The same settings as the variables a deployment sets. */
  env: Record<string, string>;
  /** The server's process id. */
  pid: number;
  /** A new adapter on the bucket (closed with the server). */
  storage(options?: Partial<S3StorageConfig>): S3Storage;
  stop(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver, `tests/s3rver-process.mjs`) in its own process on 127.0.0.1
 * and a free port (or `port`), with an empty bucket. The process ends when `stop()` is called or this
 * process ends.
 */
export async function startS3rver(bucket = 'wakat-test', { port: wanted = 0 } = {}): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'wakat-s3rver-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(import.meta.dirname, 's3rver-process.mjs'),
      directory,
      bucket,
      String(wanted),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  const config: S3StorageConfig = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const adapters: S3Storage[] = [];
  let stopped: Promise<void> | undefined;
  return {
    config,
    pid: child.pid!,
    env: {
      S3_ENDPOINT: config.endpoint!,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    storage(options) {
      const adapter = new S3Storage({ ...config, ...options });
      adapters.push(adapter);
      return adapter;
    },
    stop() {
      stopped ??= (async () => {
        for (const adapter of adapters) adapter.destroy();
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin.end();
        if (child.exitCode === null) await exited;
        await rm(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
