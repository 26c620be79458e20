// @ts-check
/** What `outdated`, `diff` and `update` share (issue 35): the project's lock, found from --dir upward, and a style in it. */
import path from 'node:path';
import { CliError } from '../cli-error.js';
import { LOCK_FILE, findLock, readLock } from '../lock.js';
/** @import { Lock, LockedStyle } from '../lock.js' */
/** @import { CommandContext, OptionSpec, OptionValues } from '../program.js' */

/** @type {OptionSpec} */
export const PROJECT_OPTION = {
  name: 'dir',
  flags: '--dir <dir>',
  kind: 'string',
  description: `the project, or any folder inside it: the nearest ${LOCK_FILE} at or above it is read`,
  default: '.',
};

/**
 * The nearest lock at or above --dir, or LOCK_NOT_FOUND.
 * @param {CommandContext} ctx
 * @param {OptionValues} options
 * @returns {Promise<{ file: string, lock: Lock }>}
 */
export async function openLock(ctx, options) {
  const dir = path.resolve(ctx.io.cwd, typeof options.dir === 'string' ? options.dir : '.');
  const file = findLock(dir);
  const lock = file === undefined ? undefined : await readLock(file);
  if (file === undefined || lock === undefined) {
    throw new CliError('LOCK_NOT_FOUND', `No ${LOCK_FILE} in ${dir} or any folder above it.`, { hint: 'design-style add <slug> writes one; run this command in the project, or give --dir.' });
  }
  return { file, lock };
}

/**
 * A style of the lock, or NOT_LOCKED naming the styles it holds.
 * @param {Lock} lock
 * @param {string} file
 * @param {string} slug
 * @returns {LockedStyle}
 */
export function lockedStyle(lock, file, slug) {
  const style = Object.hasOwn(lock.styles, slug) ? lock.styles[slug] : undefined;
  if (style) return style;
  const held = Object.keys(lock.styles);
  throw new CliError('NOT_LOCKED', `${slug} is not in ${file}.`, { hint: held.length ? `It holds ${held.join(', ')}.` : 'It holds no style yet: design-style add <slug>.' });
}
