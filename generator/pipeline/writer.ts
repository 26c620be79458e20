/**
 * The only code that writes dist/: a file and its precompressed siblings (`.br`, `.gz`, where
 * precompress.ts isPrecompressed), either straight
 * into a staging directory that becomes dist/ (a full build) or in place (an incremental build). In place,
 * a file goes through a temporary file and a rename, so a reader never sees half of it ('atomic'), except
 * the list pages, which are rewritten over their own bytes ('overwrite'; see put).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ENCODINGS, isPrecompressed, precompressedOf, type Encoding } from '../precompress';

export type WriteMode = 'fresh' | 'atomic' | 'overwrite';

/**
 * 'overwrite' rewrites an existing file over its own blocks: no temporary file, no rename, no truncation
 * first. On this ext4 (mounted with `discard`) a rename over a file frees the old one's inode and blocks:
 * 0.4 ms a file in a build against 0.02 ms in place. Adding a style at 10,000 rewrites some 48,000 list
 * pages, so it is used for them (issue 22). A reader at that moment may see half a page: dist/
 * is read while a build runs only by `npm run dev`, which answers list pages once its build is done
 * (gateway/build-gate.ts), and a build that stops half way leaves the library cache unable to vouch for any
 * page (markWriting in build-cache.ts).
 */
function put(full: string, body: string | Buffer, mode: WriteMode): void {
  if (mode === 'fresh') return fs.writeFileSync(full, body);
  if (mode === 'overwrite') return void overwrite(full, typeof body === 'string' ? Buffer.from(body) : body, false);
  const temporary = `${full}.tmp-${process.pid}`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, full);
}

/**
 * Writes `bytes` over the file at `full` (created when missing: a new page, whose path no reader knows yet).
 * With `compare`, a file of the same size is read first and left alone when it holds these bytes: returns
 * whether anything was written. One open for the comparison and the write, and no truncation unless the
 * file shrinks.
 */
function overwrite(full: string, bytes: Buffer, compare: boolean, makeDir?: () => void): boolean {
  let fd: number;
  try {
    fd = fs.openSync(full, 'r+');
  } catch {
    makeDir?.();
    fs.writeFileSync(full, bytes);
    return true;
  }
  try {
    const size = fs.fstatSync(fd).size;
    if (compare && size === bytes.length) {
      const old = Buffer.allocUnsafe(size);
      for (let at = 0; at < size; ) {
        const read = fs.readSync(fd, old, at, size - at, at);
        if (read === 0) break;
        at += read;
      }
      if (old.equals(bytes)) return false;
    }
    for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at, at);
    if (size > bytes.length) fs.ftruncateSync(fd, bytes.length);
    return true;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * What one caller's writes share: the directories already created (a style's files share a few), and the
 * compressed variants of bodies already written (one body written at two precompressed paths is compressed once).
 */
export interface WriteScope {
  made: Set<string>;
  /** Body → compressed bytes by encoding (list pages' gzip is another level than the rest's). */
  compressed: Map<string | Buffer, Map<Encoding, Buffer>>;
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
export function writeFile(root: string, file: string, body: string | Buffer, mode: WriteMode, scope: WriteScope = writeScope(), parts?: readonly FilePart[], differs = false): number {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const full = path.join(root, file);
  const dir = path.dirname(full);
  const makeDir = () => {
    if (scope.made.has(dir)) return;
    fs.mkdirSync(dir, { recursive: true });
    scope.made.add(dir);
  };
  const wanted = (part: FilePart) => !parts || parts.includes(part);
  let written = 0;
  if (mode === 'overwrite' && !parts) {
    // Compared and written through one open (overwrite); a new file needs its folder first.
    if (overwrite(full, bytes, !differs, makeDir)) written++;
    else if (siblingsPresent(full, file, bytes.length)) return 0;
  } else {
    if (!parts && mode === 'atomic' && sameBytes(root, file, bytes) && siblingsPresent(full, file, bytes.length)) return 0;
    makeDir();
    if (wanted('')) {
      put(full, bytes, mode);
      written++;
    }
  }
  const siblings = precompressedOf(file, bytes.length);
  // A file loses the siblings an earlier, other-sized version had: its `.br` below 128 kB, both below 256
  // bytes. A file the build never compresses (a list page, a style's own file) has none to lose: a dist/ of
  // other code is never updated in place (its code version differs), and an unlink tried per list page cost
  // a worker a second on an add (issue 22).
  if (wanted('') && mode !== 'fresh' && isPrecompressed(file)) {
    for (const e of staleSiblings(siblings)) fs.rmSync(`${full}${e.extension}`, { force: true });
  }
  const encodings = siblings.filter((e) => wanted(e.extension));
  let variants = parts ? undefined : scope.compressed.get(body);
  if (!variants) {
    variants = new Map();
    if (!parts) scope.compressed.set(body, variants);
  }
  for (const e of encodings) {
    let compressed = variants.get(e);
    if (!compressed) variants.set(e, (compressed = e.compress(bytes)));
    put(`${full}${e.extension}`, compressed, mode);
  }
  return written + encodings.length;
}

/**
 * A file to write: its body, or only some of its forms (see writeFile); `overwrite`: in place, over its own
 * bytes (see put); `differs`: known to differ from the file on disk, which is then not read to compare.
 */
export interface FileBody {
  path: string;
  body: string | Buffer;
  parts?: readonly FilePart[];
  overwrite?: boolean;
  differs?: boolean;
}

/** Writes files under `root` (see writeFile) in one scope; returns how many files were written. */
export function writeFiles(root: string, files: Iterable<FileBody>, mode: WriteMode): number {
  const scope = writeScope();
  let written = 0;
  for (const f of files) written += writeFile(root, f.path, f.body, f.overwrite && mode === 'atomic' ? 'overwrite' : mode, scope, f.parts, f.differs);
  return written;
}

/**
 * Writes a file from its pieces, in order, for a body too large to hold (llms-full.txt of a large library,
 * which has no compressed sibling): straight into a staging directory ('fresh'), or in place through a
 * temporary file and a rename, as put does. `between` runs after each piece (the build lets its event loop
 * turn). Returns how many files were written.
 */
export async function writePieces(root: string, file: string, mode: WriteMode, pieces: Iterable<Buffer>, between: () => Promise<void> = async () => {}): Promise<number> {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const target = mode === 'fresh' ? full : `${full}.tmp-${process.pid}`;
  const fd = fs.openSync(target, 'w');
  // Small pieces (a section's heading, a document) gather into one write.
  const gathered = Buffer.allocUnsafe(PIECES_GATHERED);
  let waiting = 0;
  let size = 0;
  const write = (bytes: Buffer) => {
    for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at);
  };
  try {
    for (const piece of pieces) {
      size += piece.length;
      if (waiting + piece.length <= PIECES_GATHERED) {
        waiting += piece.copy(gathered, waiting);
        continue;
      }
      write(gathered.subarray(0, waiting));
      waiting = 0;
      if (piece.length < PIECES_GATHERED) waiting = piece.copy(gathered, 0);
      else write(piece);
      await between();
    }
    write(gathered.subarray(0, waiting));
  } catch (error) {
    fs.closeSync(fd);
    if (target !== full) fs.rmSync(target, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  if (target !== full) fs.renameSync(target, full);
  // Siblings an earlier, smaller version had would be served for these bytes.
  if (mode !== 'fresh') for (const e of staleSiblings(precompressedOf(file, size))) fs.rmSync(`${full}${e.extension}`, { force: true });
  return 1;
}

const PIECES_GATHERED = 1 << 20;

/** The encodings whose sibling a file with these siblings must not keep (compared by extension: list pages' gzip is its own level). */
const staleSiblings = (siblings: readonly Encoding[]) => ENCODINGS.filter((e) => !siblings.some((s) => s.extension === e.extension));

/** Whether the compressed siblings a file of this size needs are there (a half-written earlier build may lack them). */
const siblingsPresent = (full: string, file: string, size: number) => precompressedOf(file, size).every((e) => fs.existsSync(`${full}${e.extension}`));

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
  for (const suffix of ['', ...(isPrecompressed(file) ? ENCODINGS.map((e) => e.extension) : [])]) {
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

/**
 * Removes the directories that removing `files` left empty under `root`, deepest first. Only their own folders
 * and those above them are looked at: walking the whole of dist/ took seconds at 10,000 styles (issue 22).
 */
export function removeEmptyDirs(root: string, files: Iterable<string>): void {
  const dirs = new Set<string>();
  for (const file of files) for (let dir = path.dirname(file); dir !== '.' && dir !== '/'; dir = path.dirname(dir)) dirs.add(dir);
  for (const dir of [...dirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      // not empty (or already gone): kept
    }
  }
}
