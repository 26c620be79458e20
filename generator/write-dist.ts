/**
 * The only module that writes dist/. A first build writes a complete sibling directory and renames it
 * into place. Later builds are incremental: only files whose bytes change are rewritten (each through a
 * temporary file and a rename, so a reader never sees half a file), files no longer produced are
 * removed, and the manifest is written last. A build that fails validation never reaches this module,
 * so the last good dist/ stays as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH } from './build-site';
import type { OutputFile } from './responses/output-file';

export interface WriteStats {
  written: number;
  unchanged: number;
  deleted: number;
}

function writeAtomically(full: string, body: string | Buffer): void {
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const temporary = `${full}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, full);
}

function sameBytes(full: string, body: string | Buffer): boolean {
  try {
    const existing = fs.readFileSync(full);
    return existing.equals(typeof body === 'string' ? Buffer.from(body) : body);
  } catch {
    return false;
  }
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

function removeEmptyDirs(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    removeEmptyDirs(full);
    if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
  }
}

function writeFresh(files: readonly OutputFile[], target: string): WriteStats {
  const staging = `${target}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const file of files) {
      const full = path.join(staging, file.path);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, file.body);
    }
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { written: files.length, unchanged: 0, deleted: 0 };
}

/** Makes `distDir` hold exactly `files`, writing only what changed. */
export function writeDist(files: readonly OutputFile[], distDir: string): WriteStats {
  const target = path.resolve(distDir);
  if (!fs.existsSync(path.join(target, MANIFEST_PATH))) {
    fs.rmSync(target, { recursive: true, force: true });
    return writeFresh(files, target);
  }
  const stats: WriteStats = { written: 0, unchanged: 0, deleted: 0 };
  const manifest = files.find((f) => f.path === MANIFEST_PATH);
  for (const file of files) {
    if (file === manifest) continue;
    const full = path.join(target, file.path);
    if (sameBytes(full, file.body)) stats.unchanged++;
    else {
      writeAtomically(full, file.body);
      stats.written++;
    }
  }
  const produced = new Set(files.map((f) => f.path));
  for (const existing of listFiles(target)) {
    if (produced.has(existing)) continue;
    fs.rmSync(path.join(target, existing));
    stats.deleted++;
  }
  removeEmptyDirs(target);
  // Last, so a reader that sees the new manifest finds every file it names.
  if (manifest) {
    const full = path.join(target, MANIFEST_PATH);
    if (sameBytes(full, manifest.body)) stats.unchanged++;
    else {
      writeAtomically(full, manifest.body);
      stats.written++;
    }
  }
  return stats;
}
