import { spawn } from 'node:child_process';
import { connect } from 'node:net';

/** Starts the fixture server in its own process; resolves with its port and its output so far. */
async function child(timeoutMs: number) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/shutdown-server.ts', String(timeoutMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  for (let i = 0; i < 600 && !/listening \d+/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
  const port = Number(/listening (\d+)/.exec(out)?.[1]);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
  return { proc, port, exited, output: () => out };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    }).on('error', () => resolve(true));
  });

describe('SIGTERM', () => {
  it('stops accepting, finishes the requests under way, then stops the rest and exits 0', async () => {
    const { proc, port, exited, output } = await child(10_000);
    const slow = fetch(`http://127.0.0.1:${port}/slow?ms=1500`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 300));
    proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(await refused(port)).toBe(true);
    expect(await slow).toBe('done');
    expect(await exited).toBe(0);
    const lines = output().split('\n');
    expect(lines.indexOf('begin')).toBeLessThan(lines.indexOf('requests finished'));
    expect(lines.indexOf('requests finished')).toBeLessThan(lines.indexOf('end'));
  });

  it('cuts a request still running at the timeout and exits all the same', async () => {
    const { proc, port, exited, output } = await child(500);
    const hanging = fetch(`http://127.0.0.1:${port}/slow?ms=60000`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    proc.kill('SIGTERM');
    expect(await hanging).toBe('cut');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(output()).toContain('requests cut at the timeout');
  });
});
