/**
 * `npm run build` runs generator/build.ts from a bundle (generator/run-build.mjs, pipeline/worker-bundle.ts
 * bundleBuildEntry), made again when a source it was made from changed. Run as a user runs it: `npm run build`
 * in the project, and the launcher from a folder outside it, on a fixture library.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSyntheticLibrary } from '../../bench/synthetic-library';
import { BUILD_ENTRY_RECORD } from '../../generator/pipeline/worker-bundle';
import { fixture, followVersions, VALID_FIXTURES } from '../helpers/fixtures';

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-run-build-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const dataDir = path.join(root, 'data');
const distDir = path.join(root, 'dist');
const env = { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, BASE_URL: 'http://api.test' };
const LAUNCHER = path.resolve('generator/run-build.mjs');

interface Record {
  bundle: string;
  inputs: { [file: string]: string };
}
const record = () => JSON.parse(fs.readFileSync(BUILD_ENTRY_RECORD, 'utf8')) as Record;
const sha1 = (file: string) => createHash('sha1').update(fs.readFileSync(file)).digest('base64url');

/** The launcher's exit code and output; a failing build is an outcome here, not an exception. */
async function launch(cwd: string, args: string[] = [LAUNCHER], command = process.execPath, dirs = {}) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, env: { ...env, ...dirs }, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run build', () => {
  fs.mkdirSync(path.join(dataDir, 'styles'), { recursive: true });
  for (const name of VALID_FIXTURES) fs.writeFileSync(path.join(dataDir, 'styles', `${name}.md`), fixture(name).text);
  followVersions(dataDir);

  it('builds the library from a bundle of generator/build.ts whose record lists every source it was made from', async () => {
    const out = await launch(process.cwd(), ['run', '--silent', 'build'], 'npm');
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^Built 3 styles into .* \(full build\)/m);
    expect(fs.existsSync(path.join(distDir, 'manifest.json'))).toBe(true);
    const { bundle, inputs } = record();
    expect(fs.existsSync(path.join(path.dirname(BUILD_ENTRY_RECORD), bundle))).toBe(true);
    expect(inputs['generator/build.ts']).toBe(sha1('generator/build.ts'));
    expect(Object.keys(inputs).length).toBeGreaterThan(100);
    for (const [file, hash] of Object.entries(inputs)) expect(sha1(file), file).toBe(hash);
  });

  it('makes the bundle again, from a folder outside the project, when a source differs from its record', async () => {
    const before = record();
    fs.writeFileSync(BUILD_ENTRY_RECORD, JSON.stringify({ ...before, inputs: { ...before.inputs, 'generator/build.ts': 'changed-since' } }));
    const out = await launch(os.tmpdir());
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^Built 3 styles into .* \(0 document\(s\) changed\)/m);
    expect(record().inputs['generator/build.ts']).toBe(sha1('generator/build.ts'));
  });

  it('fails a broken document with its file and line, and exit code 1, leaving dist/ as it was', async () => {
    const manifest = fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8');
    fs.writeFileSync(path.join(dataDir, 'styles', 'duplicate-id.md'), fixture('DUPLICATE_ID').text);
    followVersions(dataDir);
    const out = await launch(os.tmpdir());
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/ink-grid\.md:3: id 101 is already used by .*duplicate-id\.md \[DUPLICATE_ID\]/);
    expect(out.stderr).toMatch(/Build failed: \d+ problem\(s\)/);
    expect(fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8')).toBe(manifest);
  });

  it('builds a library of 200 styles, whose documents and library files go to worker threads loading bundles the bundled entry made', async () => {
    // Worker bundles made by code that is itself bundled: each module must still keep its own import.meta.url.
    const synthetic = writeSyntheticLibrary(200);
    try {
      followVersions(synthetic);
      const out = await launch(os.tmpdir(), [LAUNCHER], process.execPath, { DATA_DIR: synthetic, DIST_DIR: path.join(synthetic, 'dist') });
      expect(out.code, out.stderr).toBe(0);
      expect(out.stdout).toMatch(/^Built 200 styles into .* \(full build\)/m);
      expect(fs.existsSync(path.join(synthetic, 'dist', 'search', 'index-0.json'))).toBe(true);
    } finally {
      fs.rmSync(synthetic, { recursive: true, force: true });
    }
  });
});
