import { afterAll } from 'vitest';
import { startS3rver, type TestS3 } from './s3rver';

export type { TestS3 };

/** `startS3rver` for one test file: stopped after its tests. */
export async function startTestS3(bucket?: string): Promise<TestS3> {
  const s3 = await startS3rver(bucket);
  afterAll(() => s3.stop());
  return s3;
}
