// @ts-check
/**
 * design-style.lock.json (issue 35): what `add` wrote into a project, so `outdated`, `diff` and `update` can tell
 * whether a style changed since, how, and whether the user edited a file. It lives in the project folder (the
 * `--dir`'s nearest folder holding a package.json, else `--dir`), lists each style's version, the token response
 * at that version and every file written with the sha256 of its bytes (paths relative to the lock), keys sorted,
 * pretty-printed, written atomically under a short-lived guard file so two `add`s at once both land.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError } from './cli-error.js';
import { formatJson } from './output.js';
/** @import { DesignTokens } from './types.js' */

export const LOCK_FILE = 'design-style.lock.json';
export const LOCKFILE_VERSION = 1;

/**
 * A file `add` wrote: `format` is an `add --format` value, `fonts` (with its `source`) or `style-dictionary`.
 * @typedef {{ path: string, format: string, sha256: string, source?: string }} LockedFile
 * @typedef {{ version: string, updated_at: string | null, files: LockedFile[], tokens: DesignTokens }} LockedStyle
 * @typedef {{ lockfileVersion: number, base: string, styles: Record<string, LockedStyle> }} Lock
 */

/**
 * The sha256 of a text's UTF-8 bytes, as hex.
 * @param {string | Buffer} bytes
 */
export const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * @param {string} start an absolute directory
 * @param {(dir: string) => boolean} found
 */
function upFrom(start, found) {
  for (let d = start; ; d = path.dirname(d)) {
    if (found(d)) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * Where `add --dir <dir>` keeps the lock: the nearest folder at or above `dir` holding a package.json, else `dir`.
 * @param {string} dir an absolute directory (it may not exist yet)
 */
export const lockPathFor = (dir) => path.join(upFrom(dir, (d) => existsSync(path.join(d, 'package.json'))) ?? dir, LOCK_FILE);

/**
 * The nearest lock at or above `dir`, or undefined.
 * @param {string} dir an absolute directory
 */
export function findLock(dir) {
  const found = upFrom(dir, (d) => existsSync(path.join(d, LOCK_FILE)));
  return found === undefined ? undefined : path.join(found, LOCK_FILE);
}

/**
 * Values with object keys sorted (arrays keep their order), for a stable file.
 * @param {unknown} value
 * @returns {unknown}
 */
export function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys(/** @type {Record<string, unknown>} */ (value)[k])]));
}

/**
 * The lock's text: keys sorted, two-space indent, one trailing newline.
 * @param {Lock} lock
 */
export const formatLock = (lock) => formatJson(sortKeys(lock));

/**
 * Reads a lock, or answers undefined when there is none; a file that is not a lock is a LOCK_INVALID error.
 * @param {string} file
 * @returns {Promise<Lock | undefined>}
 */
export async function readLock(file) {
  let text;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw new CliError('LOCK_INVALID', `Could not read ${file}: ${/** @type {Error} */ (error).message}`);
  }
  /** @type {unknown} */
  let lock;
  try {
    lock = JSON.parse(text);
  } catch (error) {
    throw new CliError('LOCK_INVALID', `${file} is not JSON: ${/** @type {Error} */ (error).message}`, { hint: `Fix it or delete it, then add the styles again with design-style add.` });
  }
  const { lockfileVersion, styles } = /** @type {Partial<Lock>} */ (lock ?? {});
  if (lockfileVersion !== LOCKFILE_VERSION || styles === null || typeof styles !== 'object') {
    throw new CliError('LOCK_INVALID', `${file} is not a design-style lock of version ${LOCKFILE_VERSION}.`, { hint: `Fix it or delete it, then add the styles again with design-style add.` });
  }
  return /** @type {Lock} */ (lock);
}

/**
 * Replaces a file atomically: the text goes to a temporary file beside it, renamed over it.
 * @param {string} file
 * @param {string} text
 */
export async function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(temporary, text);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

const GUARD_WAIT_MS = 10_000;
const GUARD_STALE_MS = 30_000;

/**
 * Runs `change` on the lock (or on undefined when there is none) and writes what it answers, while holding
 * `<lock>.busy` (created exclusively; one left behind by a killed process is taken over after 30 s).
 * @param {string} file
 * @param {(lock: Lock | undefined) => Lock} change
 */
export async function updateLock(file, change) {
  const guard = `${file}.busy`;
  const deadline = Date.now() + GUARD_WAIT_MS;
  for (;;) {
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(guard, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw lockWriteFailed(file, error);
      const age = await fs.stat(guard).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > GUARD_STALE_MS) await fs.rm(guard, { force: true });
      else if (Date.now() > deadline) throw new CliError('WRITE_FAILED', `${file} is being written by another design-style (${guard} exists).`, { hint: `Try again; delete ${guard} if no design-style is running.` });
      else await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
  try {
    const lock = change(await readLock(file));
    await writeAtomically(file, formatLock(lock));
    return lock;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw lockWriteFailed(file, error);
  } finally {
    await fs.rm(guard, { force: true });
  }
}

/**
 * @param {string} file
 * @param {unknown} error
 */
const lockWriteFailed = (file, error) => new CliError('WRITE_FAILED', `Could not write ${file}: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The lock after `add` wrote `files` of a style at `version`. A file at a path already listed replaces its entry.
 * When the style's other files stay at an earlier version, the entry keeps that version and its tokens, so
 * `outdated` and `update` still see them; otherwise the entry takes the new version and tokens.
 * @param {Lock | undefined} lock
 * @param {{ base: string, slug: string, version: string, updated_at: string | null, tokens: DesignTokens, files: LockedFile[] }} added
 * @returns {Lock}
 */
export function recordAdd(lock, added) {
  const { base, slug, version, updated_at, tokens, files } = added;
  const before = lock?.styles[slug];
  const written = new Set(files.map((f) => f.path));
  const others = (before?.files ?? []).filter((f) => !written.has(f.path));
  const keep = before !== undefined && others.length > 0 && before.version !== version;
  /** @type {LockedStyle} */
  const entry = keep
    ? { ...before, files: [...others, ...files] }
    : { version, updated_at, files: [...others, ...files], tokens };
  entry.files.sort((a, b) => a.path.localeCompare(b.path));
  return { lockfileVersion: LOCKFILE_VERSION, base, styles: { ...lock?.styles, [slug]: entry } };
}

/**
 * A path relative to the lock's folder, with forward slashes.
 * @param {string} lockFile
 * @param {string} target an absolute path
 */
export const relativeToLock = (lockFile, target) => path.relative(path.dirname(lockFile), target).split(path.sep).join('/');

/**
 * The absolute path of a locked file.
 * @param {string} lockFile
 * @param {LockedFile} file
 */
export const lockedPath = (lockFile, file) => path.resolve(path.dirname(lockFile), ...file.path.split('/'));
