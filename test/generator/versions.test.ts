/**
 * Issue 35: a version per style. The token diff and the bump are pure; on a fixture library, `npm run version`
 * cuts a patch for a value change, a minor for an added token and a major for a removed component; a document
 * changed without a new version (or new without an entry) fails the build and `npm run check`, naming the file
 * and the command, and leaves dist/ as it was; a new version rewrites the style's files and the list pages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../generator/build';
import { contrastDrops } from '../../generator/versions/contrast-drops';
import { readVersions, type VersionEntry } from '../../generator/versions/record';
import { bumpOf, diffTokens, nextVersion } from '../../generator/versions/token-diff';
import { seedVersions, versionStyle } from '../../generator/versions/version-style';
import { fixture, VALID_FIXTURES } from '../helpers/fixtures';

describe('the token diff and the bump', () => {
  it('lists dot paths added, removed and changed, and bumps major > minor > patch', () => {
    const before = { colors: { primary: '#111', surface: '#fff' }, components: { card: { textColor: '{colors.primary}' }, tag: { rounded: '0px' } }, motion: { easing: [0.2, 0, 0, 1] } };
    const after = { colors: { primary: '#222', surface: '#fff', accent: '#c00' }, components: { card: { textColor: '{colors.primary}' } }, motion: { easing: [0.2, 0, 0, 0.9] } };
    const changes = diffTokens(before, after);
    expect(changes).toEqual({ added: ['colors.accent'], removed: ['components.tag.rounded'], changed: ['colors.primary', 'motion.easing'] });
    expect(bumpOf(changes)).toBe('major');
    expect(bumpOf({ ...changes, removed: [] })).toBe('minor');
    expect(bumpOf({ added: [], removed: [], changed: [] })).toBe('patch');
    expect(diffTokens({ modes: { dark: { colors: { surface: '#000' } } } }, {})).toEqual({ added: [], removed: ['modes.dark.colors.surface'], changed: [] });
    expect([nextVersion('1.4.2', 'major'), nextVersion('1.4.2', 'minor'), nextVersion('1.4.2', 'patch')]).toEqual(['2.0.0', '1.5.0', '1.4.3']);
    expect(() => nextVersion('v1', 'patch')).toThrow('not a version');
  });

  it('reports the component pairs whose contrast fell, per mode', () => {
    const tokens = (primary: string) => ({
      colors: { primary, 'on-primary': '#FFFFFF', surface: '#FFFFFF', 'on-surface': '#111111' },
      modes: { dark: { colors: { surface: '#111111', primary: '#F2F2F2', 'on-primary': '#111111' } } },
      components: { 'button-primary': { backgroundColor: '{colors.primary}', textColor: '{colors.on-primary}' } },
    });
    expect(contrastDrops(tokens('#111111'), tokens('#555555'))).toEqual([
      { pair: 'components.button-primary textColor on backgroundColor', mode: 'light', before: 18.88, after: 7.46 },
    ]);
    expect(contrastDrops(tokens('#555555'), tokens('#111111'))).toEqual([]);
  });
});

describe('npm run version and the build check, on a fixture library', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-versions-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const dataDir = path.join(root, 'data');
  const config = { dataDir, distDir: path.join(root, 'dist'), baseUrl: 'http://api.test' };
  const file = path.join(dataDir, 'styles', 'ink-grid.md');
  fs.mkdirSync(path.join(dataDir, 'styles'), { recursive: true });
  for (const name of VALID_FIXTURES) fs.writeFileSync(path.join(dataDir, 'styles', `${name}.md`), fixture(name).text);
  const edit = (from: string, to: string) => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(from);
    fs.writeFileSync(file, text.replace(from, to));
  };
  const npm = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: config.distDir, BASE_URL: config.baseUrl }, encoding: 'utf8' });
  const served = (url: string) => JSON.parse(fs.readFileSync(path.join(config.distDir, url), 'utf8'));

  it('seeds every style at 1.0.0 and builds', async () => {
    expect(seedVersions(dataDir)).toEqual(['ink-grid', 'loud-box', 'paper-bloom']);
    const entry = readVersions(dataDir)['ink-grid']!;
    expect(entry).toMatchObject({ version: '1.0.0', changes: [{ version: '1.0.0', bump: 'initial', summary: 'First published version.' }] });
    expect(entry.hash).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(fs.existsSync(path.join(dataDir, 'versions', 'ink-grid.tokens.json'))).toBe(true);
    expect(await runBuild(config)).toMatchObject({ ok: true, styles: 3 });
    expect(served('api/styles/ink-grid/index.json')).toMatchObject({ version: '1.0.0', updated_at: entry.updated_at });
    expect(served('api/styles/ink-grid/changes.json')).toEqual({ slug: 'ink-grid', version: '1.0.0', updated_at: entry.updated_at, changes: entry.changes });
  }, 60_000);

  it('fails the build and npm run check on a changed document, naming it and the command, and keeps dist/', async () => {
    const detail = fs.readFileSync(path.join(config.distDir, 'api/styles/ink-grid/index.json'));
    edit('primary: "#111111"', 'primary: "#333333"');
    const outcome = await runBuild(config);
    const expected = expect.stringMatching(/ink-grid\.md:1: changed since version 1\.0\.0 .*run `npm run version -- ink-grid "what changed and why"` to record the change \[UNVERSIONED\]$/);
    expect(outcome.ok ? [] : outcome.messages).toEqual([expected]);
    expect(fs.readFileSync(path.join(config.distDir, 'api/styles/ink-grid/index.json'))).toEqual(detail);
    const check = npm('generator/check.ts');
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/ink-grid\.md:1: changed since version 1\.0\.0.*npm run version -- ink-grid/);
  }, 60_000);

  it('cuts a patch for a value change, with the contrast it lowered, and the next build publishes it everywhere', async () => {
    const run = npm('generator/versions/version.ts', 'ink-grid', 'Darker grey ink for the primary button.');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^ink-grid 1\.0\.1 \(patch\): 0 added, 0 removed, 1 changed token\(s\); \d+ contrast pair\(s\) fell\.$/m);
    const entry: VersionEntry = readVersions(dataDir)['ink-grid']!;
    expect(entry.version).toBe('1.0.1');
    expect(entry.changes.map((c) => c.version)).toEqual(['1.0.1', '1.0.0']);
    expect(entry.changes[0]).toMatchObject({ bump: 'patch', summary: 'Darker grey ink for the primary button.', tokens: { added: [], removed: [], changed: ['colors.primary'] } });
    expect(entry.changes[0]!.contrast).toContainEqual({ pair: 'components.button-primary textColor on backgroundColor', mode: 'light', before: 18.88, after: 12.63 });
    // Nothing changed since: nothing to record.
    expect(npm('generator/versions/version.ts', 'ink-grid', 'again')).toMatchObject({ status: 1, stderr: 'ink-grid has not changed since 1.0.1\n' });
    expect(npm('generator/versions/version.ts', 'ink-grid')).toMatchObject({ status: 2 });

    const list = fs.readFileSync(path.join(config.distDir, 'api/lists/all/20/1.json'), 'utf8');
    const outcome = await runBuild(config);
    expect(outcome).toMatchObject({ ok: true, full: false, rendered: 1 });
    expect(served('api/styles/ink-grid/index.json')).toMatchObject({ version: '1.0.1', updated_at: entry.updated_at });
    expect(served('api/styles/ink-grid/changes.json').changes[0].version).toBe('1.0.1');
    expect(fs.readFileSync(path.join(config.distDir, 'api/lists/all/20/1.json'), 'utf8')).not.toBe(list);
    expect(served('api/lists/all/20/1.json').data.find((s: { slug: string }) => s.slug === 'ink-grid')).toMatchObject({ version: '1.0.1' });
    expect(npm('generator/check.ts').status).toBe(0);
  }, 90_000);

  it('cuts a minor for an added token and a major for a removed component', () => {
    edit('  md: 16px\n', '  md: 16px\n  lg: 24px\n');
    const minor = versionStyle(dataDir, 'ink-grid', 'A larger spacing step.', new Date('2026-12-01T00:00:00Z'));
    expect(minor).toMatchObject({ ok: true, change: { version: '1.1.0', bump: 'minor', date: '2026-12-01T00:00:00Z', tokens: { added: ['spacing.lg'], removed: [], changed: [] } } });
    edit('  accent-tag:\n    backgroundColor: "{colors.accent}"\n    textColor: "{colors.on-primary}"\n', '');
    const major = versionStyle(dataDir, 'ink-grid', 'The accent tag is gone.');
    expect(major).toMatchObject({ ok: true, change: { version: '2.0.0', bump: 'major', tokens: { removed: ['components.accent-tag.backgroundColor', 'components.accent-tag.textColor'] } } });
    expect(readVersions(dataDir)['ink-grid']!.changes.map((c) => c.bump)).toEqual(['major', 'minor', 'patch', 'initial']);
  });

  it('fails a new document without an entry with the same hint; the script publishes it at 1.0.0', async () => {
    fs.rmSync(path.join(dataDir, 'styles', 'ink-grid.md'));
    const extra = fixture('ink-grid').text.replace('id: 101', 'id: 104').replace('name: Ink Grid', 'name: Ink Grid Two');
    fs.writeFileSync(path.join(dataDir, 'styles', 'ink-grid-two.md'), extra);
    const outcome = await runBuild(config);
    expect(outcome.ok ? [] : outcome.messages).toEqual([expect.stringMatching(/ink-grid-two\.md:1: no entry in data\/versions\.json: run `npm run version -- ink-grid-two "what changed and why"` to publish it at 1\.0\.0 \[UNVERSIONED\]$/)]);
    expect(versionStyle(dataDir, 'ink-grid-two', 'A second grid.')).toMatchObject({ ok: true, change: { version: '1.0.0', bump: 'initial', summary: 'A second grid.' } });
    expect(await runBuild(config)).toMatchObject({ ok: true, styles: 3 });
  }, 60_000);
});
