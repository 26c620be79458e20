/**
 * Build workers load their code as a bundle made once per code version (worker-bundle.ts), in which every
 * module keeps its own import.meta.url, so files found next to a module are still found.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { codeVersion } from '../../generator/pipeline/code-version';
import { bundleBuildEntry, removeOlderBundles, workerBundle } from '../../generator/pipeline/worker-bundle';

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

  it('removes an older build entry\'s folder once no build has started from it for ten minutes: a build running from it may still load a chunk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-bundles-'));
    try {
      const folders = ['build-entry-new_ver-Ab-12_Cd', 'build-entry-old-ver-Ab-12_Cd', 'build-entry-old-ver-Zz9-8_7y', 'build-entry-Ab-12_Cd.1.2.made'];
      for (const f of folders) fs.mkdirSync(path.join(dir, f, 'x'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'build-entry-older-Ab-12_Cd.mjs'), '');
      removeOlderBundles(dir, 'build-entry-new_ver-Ab-12_Cd');
      // The single-file bundle of an earlier layout goes at once; the folder stays while it may be in use.
      expect(fs.readdirSync(dir).sort()).toEqual([...folders].sort());
      removeOlderBundles(dir, 'build-entry-new_ver-Ab-12_Cd', Date.now() + 11 * 60_000);
      expect(fs.readdirSync(dir).sort()).toEqual(folders.filter((f) => f !== 'build-entry-old-ver-Ab-12_Cd').sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bundles npm run build\'s entry so that it loads the document stage\'s packages only when it renders a document itself', async () => {
    // A build whose documents render on workers, or that has none to render, never loads them: 0.3-0.5 s of a
    // no-op build (issue 34). The entry and the chunks it imports statically, followed from the entry file.
    const entry = await bundleBuildEntry();
    const loaded = new Set<string>();
    const packages = new Set<string>();
    const follow = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const [, from] of fs.readFileSync(file, 'utf8').matchAll(/^import [^;]*?from "([^"]+)"/gm)) {
        if (from!.startsWith('./')) follow(path.join(path.dirname(file), from!));
        else if (!from!.startsWith('node:')) packages.add(from!);
      }
    };
    follow(entry);
    expect(loaded.size).toBeGreaterThan(1);
    for (const heavy of ['@google/design.md/linter', 'gray-matter', 'js-yaml', 'fontkit', 'ajv/dist/2020.js', 'culori']) expect([...packages]).not.toContain(heavy);
    // Nor what only a new bundle or a new server card needs (esbuild; the MCP SDK's types, with zod: 0.12 s).
    for (const rare of ['esbuild', '@modelcontextprotocol/sdk/types.js']) expect([...packages]).not.toContain(rare);
    // They are still in the bundle, in a chunk the entry imports when it renders a document (worker-pool.ts inProcess).
    const all = fs.readdirSync(path.dirname(entry)).map((f) => fs.readFileSync(path.join(path.dirname(entry), f), 'utf8')).join('\n');
    expect(all).toMatch(/from "@google\/design\.md\/linter"/);
    expect(all).toMatch(/import\("\.\/build-task-[\w-]+\.mjs"\)/);
  });

  it('loads culori and fontkit through the single files their packages build for require, not their ES modules', async () => {
    // culori's hundred-odd modules took about 0.1 s of every process that renders a document, its CommonJS build
    // 20 ms; fontkit's ES module and theirs about 0.2 s, its CommonJS build 0.1 s (issue 34).
    const entry = await bundleBuildEntry();
    const all = fs.readdirSync(path.dirname(entry)).map((f) => fs.readFileSync(path.join(path.dirname(entry), f), 'utf8')).join('\n');
    for (const name of ['culori', 'fontkit']) {
      expect(all).not.toMatch(new RegExp(`from "${name}"`));
      expect(all).toMatch(new RegExp(`\\("${name}"\\)`));
    }
    const require = createRequire(path.resolve('generator/tokens/color.ts'));
    expect(path.relative('node_modules', require.resolve('culori'))).toBe(path.join('culori', 'bundled', 'culori.cjs'));
    expect(path.relative('node_modules', require.resolve('fontkit'))).toBe(path.join('fontkit', 'dist', 'main.cjs'));
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
