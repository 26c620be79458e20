/** Smoke test of the real entry point: `node --import tsx gateway/server.ts`, as `npm start` runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { startServerProcess } from '../helpers/server-process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { request } from '../helpers/http';
import { followVersions } from '../helpers/fixtures';

const distDir = inject('distDir');
const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

const startServer = async (env: Record<string, string>) => {
  const server = await startServerProcess(env);
  children.push(server.child);
  return server;
};

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('gateway/server.ts', () => {
  it('serves dist/ and exits 0 on SIGTERM after finishing in-flight requests', async () => {
    // The default budgets (21 API requests): other ones would be published, and rebuild the suite's dist/ (issue 31, point 7).
    const { child, url } = await startServer({ DIST_DIR: distDir });
    expect((await request(url, '/api/styles?limit=1')).status).toBe(200);
    const inFlight = Array.from({ length: 20 }, (_, i) => request(url, `/api/search?q=glass&page=${i + 1}`));
    await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const results = await Promise.allSettled(inFlight);
    const answered = results.filter((r) => r.status === 'fulfilled');
    for (const r of answered) expect(r.value.status).toBe(200);
    expect(await exitOf(child)).toBe(0);
  });

  it('builds dist/ first when it is missing', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-start-'));
    try {
      fs.mkdirSync(path.join(root, 'styles'));
      fs.copyFileSync('test/fixtures/styles/ink-grid.md', path.join(root, 'styles', 'ink-grid.md'));
      followVersions(root);
      const dist = path.join(root, 'dist');
      const { child, url, output } = await startServer({ DATA_DIR: root, DIST_DIR: dist });
      expect(output()).toContain('building dist/: dist/ has not been built');
      const res = await request(url, '/api/styles/ink-grid');
      expect(res.status).toBe(200);
      expect(fs.existsSync(path.join(dist, 'manifest.json'))).toBe(true);
      child.kill('SIGTERM');
      expect(await exitOf(child)).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a bad configuration with a clear message and exit code 2', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    expect(await exitOf(child)).toBe(2);
    expect(stderr).toContain('configuration error: PORT must be a positive integer; got "eighty"');
  });
});
