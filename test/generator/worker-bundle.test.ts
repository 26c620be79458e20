/**
 * Build workers load their code as a bundle made once per code version (worker-bundle.ts), in which every
 * module keeps its own import.meta.url, so files found next to a module are still found.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { codeVersion } from '../../generator/pipeline/code-version';
import { removeOlderBundles, workerBundle } from '../../generator/pipeline/worker-bundle';

describe('workerBundle', () => {
  it('makes one file per entry, code version and sources folder, inside the project, and reuses it', async () => {
    const url = await workerBundle('write');
    const file = fileURLToPath(url);
    const folder = createHash('sha256').update(path.resolve('generator/pipeline')).digest('base64url').slice(0, 8);
    expect(path.basename(file)).toBe(`write-worker-${codeVersion()}-${folder}.mjs`);
    expect(file.startsWith(path.resolve('node_modules'))).toBe(true);
    const made = fs.statSync(file).mtimeMs;
    expect((await workerBundle('write')).href).toBe(url.href);
    expect(fs.statSync(file).mtimeMs).toBe(made);
  });

  it('removes the older bundles of its own entry and folder only: a worktree sharing node_modules keeps its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-bundles-'));
    try {
      const files = ['write-worker-new_ver-Ab-12_Cd.mjs', 'write-worker-old-ver-Ab-12_Cd.mjs', 'write-worker-old-ver-Zz9-8_7y.mjs', 'build-worker-old-ver-Ab-12_Cd.mjs', 'write-worker-old-ver-Ab-12_Cd.mjs.1.2.partial'];
      for (const f of files) fs.writeFileSync(path.join(dir, f), '');
      removeOlderBundles(dir, 'write-worker-new_ver-Ab-12_Cd.mjs');
      expect(fs.readdirSync(dir).sort()).toEqual(files.filter((f) => f !== 'write-worker-old-ver-Ab-12_Cd.mjs').sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps each module\'s own import.meta.url and leaves packages as imports', async () => {
    const text = fs.readFileSync(fileURLToPath(await workerBundle('build')), 'utf8');
    expect(text).toContain(JSON.stringify(pathToFileURL(path.resolve('generator/fonts/font-catalog.ts')).href));
    expect(text).not.toMatch(/import\.meta\.url/);
    expect(text).toMatch(/from "lunr"/);
  });

  it('gives write workers only the packages they use: Lunr, not the document stage\'s parsers, fonts and colours', async () => {
    // Each of those cost a write worker 0.1–0.2 s of CPU to load, beside an edit's own work on two cores (issue 34).
    const text = fs.readFileSync(fileURLToPath(await workerBundle('write')), 'utf8');
    const packages = [...text.matchAll(/^import [^;]*? from "([^"]+)"/gm)].map((m) => m[1]!).filter((p) => !p.startsWith('node:'));
    expect([...new Set(packages)].sort()).toEqual(['lunr']);
  });
});
