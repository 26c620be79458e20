/**
 * The only code that writes dist/: a file and its precompressed siblings (`.br`, `.gz`), either straight
 * into a staging directory that becomes dist/ (a full build) or in place, each through a temporary file
 * and a rename so a reader never sees half a file (an incremental build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENCODINGS, hasVariants } from '../precompress';

export type WriteMode = 'fresh' | 'atomic';

function put(full: string, body: string | Buffer, mode: WriteMode): void {
  if (mode === 'fresh') return fs.writeFileSync(full, body);
  const temporary = `${full}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, full);
}

/**
 * What one caller's writes share: the directories already created (a style's files share a few), and the
 * compressed variants of bodies already written (a style's shadcn item is also its registry item, /r/{slug}.json).
 */
export interface WriteScope {
  made: Set<string>;
  compressed: Map<string | Buffer, Buffer[]>;
}

export const writeScope = (): WriteScope => ({ made: new Set(), compressed: new Map() });

/** One of the forms a file is written in: '' (the file itself) or a compressed sibling's extension. */
export type FilePart = '' | (typeof ENCODINGS)[number]['extension'];

/**
 * Writes `body` at `root/file` with its compressed siblings; returns how many files were written. In place
 * ('atomic'), a file already holding these bytes is left alone: comparing costs a read, compressing again
 * costs a brotli and a gzip pass (issue 22).
 *
 * With `parts`, only those forms are written and nothing is compared: the caller knows the bytes changed and
 * splits a large file's compression between workers (its brotli pass in one, the rest in another).
 */
export function writeFile(root: string, file: string, body: string | Buffer, mode: WriteMode, scope: WriteScope = writeScope(), parts?: readonly FilePart[]): number {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const full = path.join(root, file);
  if (!parts && mode === 'atomic' && sameBytes(root, file, bytes) && siblingsPresent(full, file, bytes.length)) return 0;
  const dir = path.dirname(full);
  if (!scope.made.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    scope.made.add(dir);
  }
  const wanted = (part: FilePart) => !parts || parts.includes(part);
  let written = 0;
  if (wanted('')) {
    put(full, bytes, mode);
    written++;
  }
  if (!hasVariants(file, bytes.length)) {
    if (wanted('')) for (const e of ENCODINGS) fs.rmSync(`${full}${e.extension}`, { force: true });
    return written;
  }
  const encodings = ENCODINGS.filter((e) => wanted(e.extension));
  let variants = parts ? undefined : scope.compressed.get(body);
  if (!variants) {
    variants = encodings.map((e) => e.compress(bytes));
    if (!parts) scope.compressed.set(body, variants);
  }
  encodings.forEach((e, i) => put(`${full}${e.extension}`, variants[i]!, mode));
  return written + encodings.length;
}

/** Writes files under `root` (see writeFile) in one scope; returns how many files were written. */
export function writeFiles(root: string, files: Iterable<{ path: string; body: string | Buffer; parts?: readonly FilePart[] }>, mode: WriteMode): number {
  const scope = writeScope();
  let written = 0;
  for (const f of files) written += writeFile(root, f.path, f.body, mode, scope, f.parts);
  return written;
}

/** Whether the compressed siblings a file of this size needs are there (a half-written earlier build may lack them). */
const siblingsPresent = (full: string, file: string, size: number) => !hasVariants(file, size) || ENCODINGS.every((e) => fs.existsSync(`${full}${e.extension}`));

/** Whether `root/file` already holds exactly these bytes (a file of another size is not read). */
export function sameBytes(root: string, file: string, body: string | Buffer): boolean {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const full = path.join(root, file);
  try {
    return fs.statSync(full).size === bytes.length && fs.readFileSync(full).equals(bytes);
  } catch {
    return false;
  }
}

/** Removes a file and its compressed siblings; returns how many existed. */
export function removeFile(root: string, file: string): number {
  let removed = 0;
  for (const suffix of ['', ...ENCODINGS.map((e) => e.extension)]) {
    const full = path.join(root, `${file}${suffix}`);
    if (fs.existsSync(full)) {
      fs.rmSync(full);
      removed++;
    }
  }
  return removed;
}

/** Moves a staged file and its siblings into place (same file system: renames). */
export function moveFile(from: string, to: string, file: string): number {
  let moved = 0;
  for (const suffix of ['', ...ENCODINGS.map((e) => e.extension)]) {
    const source = path.join(from, `${file}${suffix}`);
    const target = path.join(to, `${file}${suffix}`);
    if (fs.existsSync(source)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(source, target);
      moved++;
    } else if (suffix) {
      fs.rmSync(target, { force: true });
    }
  }
  return moved;
}

/** Replaces `target` by the complete directory `staging` (the old one is removed after the swap). */
export function swapIn(staging: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Removes directories left empty under `dir` (after deletions). */
export function removeEmptyDirs(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    removeEmptyDirs(full);
    if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
  }
}
