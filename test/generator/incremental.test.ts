/** Issue 6: after one document changes, a rebuild rewrites only the files whose bytes change. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../generator/build';
import { fixture, VALID_FIXTURES } from '../helpers/fixtures';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-incremental-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const config = { dataDir: path.join(root, 'data'), distDir: path.join(root, 'dist'), baseUrl: 'http://api.test' };
const stylesDir = path.join(config.dataDir, 'styles');

function snapshot(): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const e of fs.readdirSync(config.distDir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.set(path.relative(config.distDir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)));
  }
  return out;
}

/** Pins every document's mtime, so only the edited content (not synced_at) differs between builds. */
function pinMtimes(): void {
  for (const name of fs.readdirSync(stylesDir)) fs.utimesSync(path.join(stylesDir, name), 1_700_000_000, 1_700_000_000);
}

describe('incremental rebuild', () => {
  fs.mkdirSync(stylesDir, { recursive: true });
  for (const name of VALID_FIXTURES) fs.writeFileSync(path.join(stylesDir, `${name}.md`), fixture(name).text);

  it('writes everything the first time, then nothing when nothing changed', () => {
    pinMtimes();
    const first = runBuild(config);
    expect(first.ok && first.writes.written).toBe(first.ok ? first.files : -1);
    const second = runBuild(config);
    expect(second.ok && second.writes).toEqual({ written: 0, unchanged: second.ok ? second.files : -1, deleted: 0 });
  });

  it('rewrites exactly the files whose bytes change when one document changes', () => {
    const before = snapshot();
    const file = path.join(stylesDir, 'paper-bloom.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Brown ink on cream.', 'Brown ink on warm cream.'));
    pinMtimes();
    const outcome = runBuild(config);
    const after = snapshot();
    const changed = [...after].filter(([p, bytes]) => !before.get(p)?.equals(bytes)).map(([p]) => p);
    expect(outcome.ok && outcome.writes).toEqual({ written: changed.length, unchanged: after.size - changed.length, deleted: 0 });
    // The body changed: the detail and content responses, their compressed variants, the manifest (ETags).
    expect(changed.sort()).toEqual(
      [
        'api/styles/paper-bloom/content.json',
        'api/styles/paper-bloom/content.json.br',
        'api/styles/paper-bloom/content.json.gz',
        'api/styles/paper-bloom/index.json',
        'api/styles/paper-bloom/index.json.br',
        'api/styles/paper-bloom/index.json.gz',
        'manifest.json',
      ].sort(),
    );
  });

  it('deletes the files of a removed document', () => {
    fs.rmSync(path.join(stylesDir, 'loud-box.md'));
    const outcome = runBuild(config);
    expect(outcome.ok && outcome.writes.deleted).toBeGreaterThan(0);
    const files = [...snapshot().keys()];
    expect(files.filter((f) => f.includes('loud-box'))).toEqual([]);
    expect(fs.existsSync(path.join(config.distDir, 'api/styles/loud-box'))).toBe(false);
  });
});
