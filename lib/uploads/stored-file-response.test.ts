import { DECLARED_LENGTH_HEADER } from '@/lib/http/declared-length';
import type { StoredStream } from '@/lib/storage/storage';
import { storedFileResponse } from './stored-file-response';

/** A stored file of `size` bytes in 1,000-byte chunks that records being cancelled. */
function storedFile(size: number) {
  const state = { cancelled: false, pulled: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const n = Math.min(1000, size - state.pulled);
        if (n <= 0) return controller.close();
        state.pulled += n;
        controller.enqueue(new Uint8Array(n).fill(7));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { file: { body, size } satisfies StoredStream, state };
}

const headers = { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cv.pdf"' };

describe('storedFileResponse', () => {
  it('sends the file with its headers and its length', async () => {
    const { file, state } = storedFile(5000);
    const res = storedFileResponse(new Request('http://x/cv'), file, headers);
    expect(Object.fromEntries(res.headers)).toEqual({
      ...headers,
      'content-length': '5000',
      [DECLARED_LENGTH_HEADER]: '5000',
    });
    expect((await res.arrayBuffer()).byteLength).toBe(5000);
    expect(state.cancelled).toBe(false);
  });

  it('answers HEAD with the headers alone and closes the file unread', async () => {
    const { file, state } = storedFile(5000);
    const res = storedFileResponse(new Request('http://x/cv', { method: 'HEAD' }), file, headers);
    expect(res.body).toBeNull();
    expect(res.headers.get('content-length')).toBe('5000');
    await vi.waitFor(() => expect(state.cancelled).toBe(true));
    expect(state.pulled).toBe(0);
  });

  it('closes the file when the client left before the answer, or leaves before its first byte', async () => {
    const gone = new AbortController();
    gone.abort();
    const early = storedFile(5000);
    expect(
      storedFileResponse(new Request('http://x/cv', { signal: gone.signal }), early.file, headers).body,
    ).toBeNull();
    await vi.waitFor(() => expect(early.state.cancelled).toBe(true));

    const leaving = new AbortController();
    const late = storedFile(5000);
    storedFileResponse(new Request('http://x/cv', { signal: leaving.signal }), late.file, headers);
    expect(late.state.cancelled).toBe(false);
    leaving.abort();
    await vi.waitFor(() => expect(late.state.cancelled).toBe(true));
  });
});
