import { SaveGate, SKIPPED } from './save-gate';

/** A save the test finishes when it wants (as a slow PATCH would). */
function pendingSave() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

describe('the draft save gate', () => {
  it('publishing waits for the save in flight and starts no other until it is refused or done', async () => {
    const gate = new SaveGate();
    const slow = pendingSave();
    const first = gate.save(() => slow.promise);

    let ready = false;
    const publishing = gate.beginPublishing().then(() => (ready = true));
    await Promise.resolve();
    expect(gate.open).toBe(false);
    // An autosave asked for while publishing begins is not started.
    const run = vi.fn(async () => 'late');
    expect(await gate.save(run)).toBe(SKIPPED);
    expect(run).not.toHaveBeenCalled();
    // The publication goes on only once the save in flight answered.
    await new Promise((r) => setTimeout(r, 10));
    expect(ready).toBe(false);
    slow.finish('saved');
    expect(await first).toBe('saved');
    await publishing;
    expect(ready).toBe(true);

    // Refused: the form saves again; done: never again.
    gate.publishingRefused();
    expect(gate.open).toBe(true);
    expect(await gate.save(run)).toBe('late');
    expect(run).toHaveBeenCalledTimes(1);
    await gate.beginPublishing();
    gate.finish();
    gate.publishingRefused();
    expect(gate.open).toBe(false);
    expect(await gate.save(run)).toBe(SKIPPED);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a save that failed, and a tracked explicit save, are waited for too; neither blocks for good', async () => {
    const gate = new SaveGate();
    const failing = pendingSave();
    const explicit = pendingSave();
    const first = gate.save(() => failing.promise);
    const tracked = gate.track(explicit.promise);
    let ready = false;
    const publishing = gate.beginPublishing().then(() => (ready = true));
    failing.fail(new Error('network'));
    await expect(first).rejects.toThrow('network');
    await new Promise((r) => setTimeout(r, 10));
    expect(ready).toBe(false);
    explicit.finish('ok');
    await tracked;
    await publishing;
    expect(ready).toBe(true);
  });

  it('a 404 or 409 answer is "outrun by the publication" only once publishing began', () => {
    const gate = new SaveGate();
    expect(gate.outrun(404)).toBe(false);
    expect(gate.outrun(409)).toBe(false);
    void gate.beginPublishing();
    expect(gate.outrun(404)).toBe(true);
    expect(gate.outrun(409)).toBe(true);
    expect(gate.outrun(500)).toBe(false);
    expect(gate.outrun(0)).toBe(false);
    gate.finish();
    expect(gate.outrun(404)).toBe(true);
  });

  it('leaving without saving waits for the save in flight and starts none after it, for good', async () => {
    const gate = new SaveGate();
    const slow = pendingSave();
    void gate.save(() => slow.promise);
    let closed = false;
    const closing = gate.close().then(() => (closed = true));
    const run = vi.fn(async () => 'late');
    expect(await gate.save(run)).toBe(SKIPPED);
    await new Promise((r) => setTimeout(r, 10));
    expect(closed).toBe(false);
    slow.finish('saved');
    await closing;
    expect(closed).toBe(true);
    // Not reopened by a refused publication either.
    gate.publishingRefused();
    expect(await gate.save(run)).toBe(SKIPPED);
    expect(run).not.toHaveBeenCalled();
  });
});
