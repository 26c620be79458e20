/**
 * Styles that change (issue 35, point 3): a project outside the clone adds a style from a gateway serving a
 * fixture library, the library cuts a new version (`npm run version`) and a gateway serves the rebuilt library;
 * `design-style outdated`, `diff` and `update` then tell the project, show how the style changed and rewrite its
 * files, keeping the ones the user edited unless --force. Real processes: the gateway, the version script, the CLI.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../generator/build';
import { request } from '../helpers/http';
import { runProcess, type Run } from '../helpers/run-process';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const BIN = path.resolve('cli/bin/design-style.js');
const BASE_URL = 'http://api.test';
const API_PER_MIN = '1000';
const SLUG = 'ink-grid';
const BEFORE = 'primary: "#111111"';
const AFTER = 'primary: "#595959"';


/** A process as a user's shell runs it. */
const run = (command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Run> =>
  runProcess(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });

let root: string;
let dataDir: string;
let gateway: ServerProcess;

/** `design-style …` from a project folder, against the gateway running now. */
const cli = (args: string[], cwd: string) => run(process.execPath, [BIN, ...args], { cwd, env: { DESIGN_STYLE_API: gateway.url } });

/** `npm run version -- …` on the fixture library, as a maintainer runs it in the clone. */
const versionScript = (args: string[]) => run('npm', ['run', '--silent', 'version', '--', ...args], { cwd: process.cwd(), env: { DATA_DIR: dataDir, BASE_URL } });

async function apiJson<T>(pathAndQuery: string): Promise<T> {
  const res = await request(gateway.url, pathAndQuery);
  expect(res.status, pathAndQuery).toBe(200);
  return res.json as T;
}

/** Builds the fixture library into `dist` and serves it from a gateway process of its own. */
async function buildAndServe(dist: string): Promise<ServerProcess> {
  const outcome = await runBuild({ dataDir, distDir: path.join(root, dist), baseUrl: BASE_URL, apiRequestsPerMinute: Number(API_PER_MIN) });
  if (!outcome.ok) throw new Error(`the fixture library does not build:\n${outcome.messages.join('\n')}`);
  return startServerProcess({ DATA_DIR: dataDir, DIST_DIR: path.join(root, dist), RATE_LIMIT_API_PER_MIN: API_PER_MIN, LOG_LEVEL: 'info' });
}

async function restartOn(dist: string) {
  gateway.child.kill('SIGKILL');
  await gateway.exited;
  gateway = await buildAndServe(dist);
}

/** A project outside the clone: a package.json, so the lock goes beside it. */
function project(name: string) {
  const dir = fs.mkdtempSync(path.join(root, `${name}-`));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "app", "private": true }\n');
  return dir;
}

interface LockFile {
  lockfileVersion: number;
  base: string;
  styles: Record<string, { version: string; updated_at: string | null; files: { path: string; format: string; sha256: string }[]; tokens: unknown }>;
}
const readLock = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'design-style.lock.json'), 'utf8')) as LockFile;
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

const TAILWIND = 'src/styles/design-tokens.tailwind.css';
const DTCG = 'tokens/design-tokens.json';
let clean: string;
let edited: string;
let installed: { version: string; css: string; tokens: unknown };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-versions-'));
  dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(dataDir, 'styles'), { recursive: true });
  for (const name of ['ink-grid', 'paper-bloom', 'loud-box']) fs.copyFileSync(path.resolve('test/fixtures/styles', `${name}.md`), path.join(dataDir, 'styles', `${name}.md`));
  const seeded = await versionScript(['--seed']);
  expect(seeded.code, seeded.stderr).toBe(0);
  gateway = await buildAndServe('dist-a');

  // Two projects add the style from the older build: one will stay as written, one gets a local edit.
  [clean, edited] = [project('clean'), project('edited')];
  for (const dir of [clean, edited]) {
    for (const args of [['--format', 'css-tailwind', '--dir', 'src/styles'], ['--format', 'dtcg', '--dir', 'tokens']]) {
      const added = await cli(['add', SLUG, ...args], dir);
      expect(added, added.stderr).toMatchObject({ code: 0, stderr: '' });
    }
    expect((await cli(['add', 'paper-bloom', '--dir', 'docs'], dir)).code).toBe(0);
  }
  const style = await apiJson<{ version: string }>(`/api/styles/${SLUG}`);
  installed = { version: style.version, css: (await apiJson<{ css: string }>(`/api/styles/${SLUG}/export/css-tailwind`)).css, tokens: await apiJson(`/api/styles/${SLUG}/token`) };
});

afterAll(() => {
  gateway?.child.kill('SIGKILL');
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('design-style add records what it wrote', () => {
  it('writes design-style.lock.json beside package.json: version, tokens and each file\'s sha256, keys sorted', async () => {
    const lock = readLock(clean);
    expect(lock).toMatchObject({ lockfileVersion: 1, base: gateway.url });
    expect(Object.keys(lock.styles)).toEqual(['ink-grid', 'paper-bloom']);
    const entry = lock.styles[SLUG]!;
    expect(entry.version).toBe('1.0.0');
    expect(entry.version).toBe(installed.version);
    expect(entry.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(entry.tokens).toEqual(installed.tokens);
    expect(entry.files.map((f) => [f.path, f.format])).toEqual([
      [TAILWIND, 'css-tailwind'],
      [DTCG, 'dtcg'],
      ['tokens/style-dictionary.config.mjs', 'style-dictionary'],
    ]);
    for (const f of entry.files) expect(f.sha256, f.path).toBe(sha256(path.join(clean, f.path)));
    expect(fs.readFileSync(path.join(clean, TAILWIND), 'utf8')).toBe(withNewline(installed.css));
    const text = fs.readFileSync(path.join(clean, 'design-style.lock.json'), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['base', 'lockfileVersion', 'styles']);
    expect(fs.readdirSync(clean).filter((f) => f.startsWith('design-style.lock.json'))).toEqual(['design-style.lock.json']);
  });

  it('outdated exits 0 while the service publishes the installed versions', async () => {
    expect(await cli(['outdated'], path.join(clean, 'src'))).toEqual({ code: 0, stderr: '', stdout: `All 2 locked styles are up to date (${path.join(clean, 'design-style.lock.json')}).\n` });
  });

  it('usage: a missing slug is 2, a style not in the lock and a folder without a lock are 1, each command has --help', async () => {
    const nowhere = fs.mkdtempSync(path.join(root, 'nowhere-'));
    const [missing, notLocked, noLock, help] = await Promise.all([cli(['diff'], clean), cli(['diff', 'loud-box'], clean), cli(['outdated'], nowhere), cli(['update', '--help'], clean)]);
    expect(missing).toEqual({ code: 2, stdout: '', stderr: "error: missing required argument 'slug'\n(see --help)\n" });
    expect(notLocked).toEqual({ code: 1, stdout: '', stderr: `error: NOT_LOCKED: loud-box is not in ${path.join(fs.realpathSync(clean), 'design-style.lock.json')}.\nIt holds ink-grid, paper-bloom.\n` });
    expect(noLock.code).toBe(1);
    expect(noLock.stderr).toMatch(/^error: LOCK_NOT_FOUND: No design-style\.lock\.json in .+ or any folder above it\.\ndesign-style add <slug> writes one/);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: design-style update \[options\] \[slug\]\n/);
    // A lock that is not one stops add before any file is written.
    const broken = project('broken');
    fs.writeFileSync(path.join(broken, 'design-style.lock.json'), '{ "styles": ');
    const refused = await cli(['add', SLUG, '--dir', 'src'], broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^error: LOCK_INVALID: .+design-style\.lock\.json is not JSON: .+\nFix it or delete it, then add the styles again with design-style add\.\n$/);
    expect(fs.existsSync(path.join(broken, 'src'))).toBe(false);
    expect(help.stdout).toContain('--force');
  });
});

describe('after the library cuts a new version', () => {
  beforeAll(async () => {
    const file = path.join(dataDir, 'styles', `${SLUG}.md`);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(BEFORE);
    fs.writeFileSync(file, text.replace(BEFORE, AFTER));
    const cut = await versionScript([SLUG, 'A lighter primary for print.']);
    expect(cut, cut.stderr).toMatchObject({ code: 0 });
    expect(cut.stdout).toContain(`${SLUG} 1.0.1 (patch)`);
    await restartOn('dist-b');
    // The user's own change to a file design-style wrote.
    fs.appendFileSync(path.join(edited, TAILWIND), '/* my brand tweak */\n');
  });

  it('outdated lists the style, installed → current, and exits 1; --json says the same', async () => {
    const [text, json] = await Promise.all([cli(['outdated'], clean), cli(['outdated', '--json'], clean)]);
    expect(text).toMatchObject({ code: 1, stderr: '' });
    expect(text.stdout).toMatch(/^STYLE {5}INSTALLED → CURRENT\s*\nink-grid  1\.0\.0 → 1\.0\.1 +updated \d{4}-\d\d-\d\d\n\n1 of 2 locked styles has changed\./);
    expect(text.stdout).not.toContain('paper-bloom');
    expect(json.code).toBe(1);
    const { styles } = JSON.parse(json.stdout) as { styles: { slug: string; installed: string; current: string; outdated: boolean }[] };
    expect(styles.map((s) => [s.slug, s.installed, s.current, s.outdated])).toEqual([
      ['ink-grid', '1.0.0', '1.0.1', true],
      ['paper-bloom', '1.0.0', '1.0.0', false],
    ]);
  });

  it('diff shows the changed token by group and mode, the contrast pair it lowered and the change recorded', async () => {
    const [text, json] = await Promise.all([cli(['diff', SLUG], clean), cli(['diff', SLUG, '--json'], clean)]);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(/^ink-grid 1\.0\.0 → 1\.0\.1\ncolors \(light\)\n {2}~ colors\.primary +#111111 → #595959\n/);
    expect(text.stdout).toMatch(/\nContrast lowered:\n {2}! components\.button-primary\S* .*\(light\): [\d.]+ → [\d.]+, in 1\.0\.1\n/);
    expect(text.stdout).toContain('\nChanges:\n  1.0.1 (patch, ');
    expect(text.stdout).toContain('): A lighter primary for print.\n');
    const body = JSON.parse(json.stdout) as { installed: string; current: string; groups: unknown[]; contrastLowered: { mode: string; before: number; after: number }[] };
    expect(body).toMatchObject({ installed: '1.0.0', current: '1.0.1' });
    expect(body.groups).toEqual([{ group: 'colors', mode: 'light', added: [], removed: [], changed: [{ path: 'colors.primary', from: '#111111', to: '#595959' }] }]);
    expect(body.contrastLowered.length).toBeGreaterThan(0);
    for (const pair of body.contrastLowered) expect(pair.after).toBeLessThan(pair.before);
  });

  it('update rewrites every locked file with the current version and records it', async () => {
    const run = await cli(['update'], clean);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Updated ${TAILWIND} (`);
    expect(run.stdout).toContain('ink-grid 1.0.0 → 1.0.1, recorded in design-style.lock.json.\n');
    const { css } = await apiJson<{ css: string }>(`/api/styles/${SLUG}/export/css-tailwind`);
    expect(css).not.toBe(installed.css);
    expect(fs.readFileSync(path.join(clean, TAILWIND), 'utf8')).toBe(withNewline(css));
    expect(JSON.parse(fs.readFileSync(path.join(clean, DTCG), 'utf8'))).toEqual(await apiJson(`/api/styles/${SLUG}/export/dtcg`));
    const entry = readLock(clean).styles[SLUG]!;
    expect(entry.version).toBe('1.0.1');
    expect(entry.tokens).toEqual(await apiJson(`/api/styles/${SLUG}/token`));
    for (const f of entry.files) expect(f.sha256, f.path).toBe(sha256(path.join(clean, f.path)));
    expect(await cli(['outdated'], clean)).toMatchObject({ code: 0, stdout: 'All 2 locked styles are up to date (design-style.lock.json).\n' });
    expect(await cli(['update', SLUG], clean)).toEqual({ code: 0, stderr: '', stdout: 'ink-grid is up to date (1.0.1).\n' });
  });

  it('a file the user edited survives update without --force (FILE_EDITED, showing what would be lost); --force replaces it', async () => {
    const file = path.join(edited, TAILWIND);
    const mine = fs.readFileSync(file, 'utf8');
    const dtcgBefore = fs.readFileSync(path.join(edited, DTCG), 'utf8');
    const refused = await cli(['update'], edited);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(new RegExp(`^error: FILE_EDITED: ${TAILWIND.replace(/\./g, '\\.')} was edited since design-style wrote it; nothing was updated\\.\nAdd --force to replace it; these lines would go \\(your edits, and the old values the new version changes\\):\n${TAILWIND.replace(/\./g, '\\.')}: \\d+ lines replaced by \\d+\n`));
    expect(refused.stderr).toMatch(/\n {2}- \/\* my brand tweak \*\/\n/);
    expect(fs.readFileSync(file, 'utf8')).toBe(mine);
    expect(fs.readFileSync(path.join(edited, DTCG), 'utf8')).toBe(dtcgBefore);
    expect(readLock(edited).styles[SLUG]!.version).toBe('1.0.0');

    const forced = await cli(['update', SLUG, '--force'], edited);
    expect(forced).toMatchObject({ code: 0, stderr: '' });
    expect(forced.stdout).toContain(`Replaced your edited ${TAILWIND} (`);
    expect(forced.stdout).toContain('tokens/style-dictionary.config.mjs is unchanged.\n');
    expect(fs.readFileSync(file, 'utf8')).toBe(withNewline((await apiJson<{ css: string }>(`/api/styles/${SLUG}/export/css-tailwind`)).css));
    expect(readLock(edited).styles[SLUG]!.version).toBe('1.0.1');
  });
});
