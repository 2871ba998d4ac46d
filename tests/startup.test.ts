import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Starts server.ts with the given environment and returns how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '3999', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('start-up with a wrong DATABASE_URL', () => {
  it('stops with one line when the URL is not a postgres URL', () => {
    const { status, stderr } = start({ DATABASE_URL: 'mysql://root@127.0.0.1/wakat' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^wakat: Invalid environment: DATABASE_URL: must be a postgres:\/\//);
  });

  it('stops with one line naming the server it could not reach', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/wakat' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^wakat: Cannot connect to DATABASE_URL \(127\.0\.0\.1:1\/wakat\): .*ECONNREFUSED/);
  });
});
