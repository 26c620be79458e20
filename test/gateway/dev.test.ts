/** Issue 6: `npm run dev` watches data/ and serves each good rebuild; a bad edit keeps the last good library. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { request } from '../helpers/http';
import { eventually } from '../helpers/server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-dev-'));
const styles = path.join(root, 'data', 'styles');
fs.mkdirSync(styles, { recursive: true });
fs.copyFileSync('test/fixtures/styles/ink-grid.md', path.join(styles, 'ink-grid.md'));
const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/dev.ts'], {
  env: { ...process.env, BASE_URL: 'http://api.test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), DIST_DIR: path.join(root, 'dist'), LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (c: Buffer) => (output += c.toString()));
child.stderr.on('data', (c: Buffer) => (output += c.toString()));
afterAll(() => {
  child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

const title = async (url: string) => ((await request(url, '/api/styles/ink-grid')).json as { title?: string }).title;

describe('npm run dev', () => {
  it('rebuilds on a change, and keeps serving the last good library after a bad edit', async () => {
    await eventually(() => /listening on http:\/\/127\.0\.0\.1:\d+/.test(output), 60_000).catch((e) => {
      throw new Error(`${e.message}; output:\n${output}`);
    });
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
    expect(await title(url)).toBe('Ink Grid');
    // A document without a version (issue 35) is served while it is written, with the hint as a warning.
    expect(output).toMatch(/ink-grid\.md:1: no entry in data\/versions\.json: run `npm run version -- ink-grid .*\[UNVERSIONED\]/);

    const file = path.join(styles, 'ink-grid.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('name: Ink Grid', 'name: Ink Grid Revised'));
    await eventually(() => output.includes('rebuilt 1 styles'), 20_000).catch((e) => {
      throw new Error(`${e.message}; output:\n${output}`);
    });
    expect(await title(url)).toBe('Ink Grid Revised');

    // Saved as editors do (a new file renamed over the old one), twice: each save is noticed, the second too.
    for (const name of ['Ink Grid Saved', 'Ink Grid Saved Again']) {
      const rebuilds = output.split('rebuilt 1 styles').length;
      fs.writeFileSync(`${file}.swp`, fs.readFileSync(file, 'utf8').replace(/^name: .*$/m, `name: ${name}`));
      fs.renameSync(`${file}.swp`, file);
      await eventually(() => output.split('rebuilt 1 styles').length > rebuilds, 20_000).catch((e) => {
        throw new Error(`${e.message} (saving "${name}"); output:\n${output}`);
      });
      // A save during a rebuild is built right after it: the title is the saved one once that build is served.
      const deadline = Date.now() + 20_000;
      while ((await title(url)) !== name && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await title(url)).toBe(name);
      // The new detail may be served while its build still writes the list pages; a list page asked for now
      // waits for that build and answers from it (gateway/build-gate.ts).
      const list = (await request(url, '/api/styles?limit=20&page=1')).json as { data: { title: string }[] };
      expect(list.data.map((s) => s.title)).toEqual([name]);
    }

    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('type: minimalism', 'type: vaporwave'));
    await eventually(() => output.includes('build failed: still serving the last good library'), 20_000);
    expect(output).toMatch(/ink-grid\.md:6: `type` must be one of/);
    expect(await title(url)).toBe('Ink Grid Saved Again');
  }, 150_000); // the first build (fonts, covers) takes well over 20 s on a shared machine
});
