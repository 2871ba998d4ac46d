import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestS3 } from '@/tests/s3';
import { copyDirectoryToStorage } from './copy';
import { LocalStorage } from './storage';

const s3 = await startTestS3();
const bucket = s3.storage();
const root = await mkdtemp(path.join(tmpdir(), 'wakat-copy-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const local = new LocalStorage(root);
const files: Record<string, string> = {
  'cv/0a.pdf': '%PDF cv',
  'applications/1b.docx': 'docx bytes',
  'avatars/2c.png': 'png',
  'company-logos/3d.png': 'logo',
  'company-logos/3d-thumb.png': 'thumb',
  'brand-story-images/4e.webp': 'story',
};
for (const [key, text] of Object.entries(files)) await local.put(key, new TextEncoder().encode(text));
// Not the product's: a stray file at the top, a name that is no key, a write in progress.
await writeFile(path.join(root, 'notes.txt'), 'x');
await mkdir(path.join(root, 'cv'), { recursive: true });
await writeFile(path.join(root, 'cv', 'a b.pdf'), 'x');
await writeFile(path.join(root, 'cv', '9f.pdf.1234.part'), 'half');

const text = async (key: string) => (await bucket.get(key))?.toString();

describe('copying an uploads directory into a bucket', () => {
  it('copies every stored file under its key, skips what is not the product’s, and on a second run copies nothing', async () => {
    expect(await copyDirectoryToStorage(root, bucket, { dryRun: true })).toMatchObject({ copied: 6, present: 0 });
    expect(await bucket.list('cv')).toEqual([]);

    const first = await copyDirectoryToStorage(root, bucket);
    expect(first).toEqual({ copied: 6, present: 0, skipped: ['cv/a b.pdf', 'notes.txt'], failed: [] });
    for (const [key, content] of Object.entries(files)) expect(await text(key)).toBe(content);
    expect((await bucket.list('cv')).map((o) => o.key)).toEqual(['cv/0a.pdf']);

    expect(await copyDirectoryToStorage(root, bucket)).toMatchObject({ copied: 0, present: 6, failed: [] });
  });

  it('copies again only a file whose size differs from the object, and a new one', async () => {
    await local.put('cv/0a.pdf', new TextEncoder().encode('%PDF cv, edited'));
    await local.put('cv/5f.pdf', new TextEncoder().encode('new'));
    expect(await copyDirectoryToStorage(root, bucket)).toMatchObject({ copied: 2, present: 5, failed: [] });
    expect(await text('cv/0a.pdf')).toBe('%PDF cv, edited');
  });

  it('is the command npm run storage:copy-to-s3, printing its counts', async () => {
    await local.put('avatars/6a.png', new TextEncoder().encode('another'));
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/storage-copy.ts'], {
        env: { NODE_ENV: 'test', PATH: process.env.PATH, UPLOADS_DIR: root, LOG_LEVEL: 'silent', ...env },
      });
    const { stdout } = await run(s3.env);
    expect(stdout).toContain('copied 1, already in the bucket 7, not storage keys 2, failed 0');
    expect(await text('avatars/6a.png')).toBe('another');

    await expect(run({})).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('S3_BUCKET is not set') });
    await expect(run({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).rejects.toMatchObject({
      stderr: expect.stringContaining('S3_SECRET_ACCESS_KEY: required for S3 storage'),
    });
  }, 60_000);
});
