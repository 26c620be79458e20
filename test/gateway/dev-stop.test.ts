/**
 * `npm run dev` stopped as a developer stops it, Ctrl-C in its terminal (SIGINT to npm and the server it runs),
 * in the middle of a rebuild: the rebuild finishes first, so the next start finds a dist/ and a cache it can
 * update, with no staging folder or half-written file left. A library of 40 shipped styles: a rebuild of one keeps
 * the server's thread busy long enough for a signal to arrive in the middle of it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/server-process';

const STYLES = 40;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-dev-stop-'));
const styles = path.join(root, 'data', 'styles');
fs.mkdirSync(styles, { recursive: true });
const names = fs.readdirSync('data/styles').filter((name) => name.endsWith('.md')).sort().slice(0, STYLES);
for (const name of names) fs.copyFileSync(path.join('data/styles', name), path.join(styles, name));
// As a terminal starts a command: in a process group of its own, which Ctrl-C signals as a whole.
const child = spawn('npm', ['run', 'dev'], {
  env: { ...process.env, BASE_URL: 'http://api.test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), DIST_DIR: path.join(root, 'dist'), LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const group = child.pid!;
/** Whether any process of the group is still running. */
const groupRunning = () => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};
let output = '';
child.stdout.on('data', (c: Buffer) => (output += c.toString()));
child.stderr.on('data', (c: Buffer) => (output += c.toString()));
afterAll(() => {
  if (groupRunning()) process.kill(-group, 'SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run dev, stopped', () => {
  it('on Ctrl-C during a rebuild, finishes the rebuild and leaves a dist/ the next build can update', async () => {
    await eventually(() => /listening on http:\/\/127\.0\.0\.1:\d+/.test(output), 120_000).catch((e) => {
      throw new Error(`${e.message}; output:\n${output}`);
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // Sent as soon as the rebuild says it started, not at the next poll: the build is then still running.
    const stopOnRebuild = (chunk: Buffer) => {
      if (!chunk.toString().includes('rebuilding')) return;
      process.kill(-group, 'SIGINT');
      child.stdout.off('data', stopOnRebuild);
      child.stderr.off('data', stopOnRebuild);
    };
    child.stdout.on('data', stopOnRebuild);
    child.stderr.on('data', stopOnRebuild);
    const file = path.join(styles, names[0]!);
    // Inside the quotes of a quoted name, after a plain one.
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^name: ("?)(.*?)("?)$/m, 'name: $1$2 Stopped$3'));
    await Promise.race([exited, new Promise((_, reject) => setTimeout(() => reject(new Error(`still running after 60 s; output:\n${output}`)), 60_000))]);
    await eventually(() => !groupRunning(), 10_000);

    // The rebuild ran to its end: the edited style's detail and the cache are in place, and nothing half done is left.
    const stopped = output.slice(output.lastIndexOf('rebuilding'));
    expect(stopped).toMatch(/SIGINT: stopping once the rebuild in progress is done/);
    expect(stopped).toMatch(new RegExp(`rebuilt ${STYLES} styles`));
    const slug = names[0]!.slice(0, -'.md'.length);
    const detail = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'api', 'styles', slug, 'index.json'), 'utf8')) as { title: string };
    expect(detail.title).toMatch(/ Stopped$/);
    expect((JSON.parse(fs.readFileSync(path.join(root, 'dist.cache', 'library.json'), 'utf8')) as { writing?: boolean }).writing).toBeUndefined();
    expect(fs.readdirSync(root).filter((name) => name.includes('.staging-'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'dist'), { recursive: true }).filter((name) => String(name).includes('.tmp-'))).toEqual([]);
  }, 180_000);
});
