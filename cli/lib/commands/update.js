// @ts-check
/**
 * `design-style update [slug] [--dir .] [--force] [--json]` (issue 35): for each locked style (or the one named)
 * whose service publishes a newer version, renders every file the lock lists in its format again and rewrites
 * it, then records the new version, tokens and hashes. A file whose bytes no longer match the locked sha256 was
 * edited by the user: nothing is written unless --force, and the error shows the lines replacing it would lose.
 */
import { CliError } from '../cli-error.js';
import { lockedPath, sha256, updateLock, writeAtomically } from '../lock.js';
import { displayPath, printJson } from '../output.js';
import { compareVersions, lostLines } from '../token-diff.js';
import { readIfThere, renderLocked, versionOf } from './add.js';
import { PROJECT_OPTION, lockedStyle, openLock } from './locked.js';
/** @import { LockedFile } from '../lock.js' */
/** @import { CommandSpec } from '../program.js' */

/**
 * A locked file and what updating it means: its text now (undefined when it was deleted) and its next text.
 * @typedef {{ file: LockedFile, target: string, shown: string, current: string | undefined, next: string, edited: boolean }} Planned
 */

const SHOWN_LINES = 8;

/**
 * What --force would lose in each edited file: how many of its lines the new text replaces, and the first of them.
 * @param {readonly Planned[]} edited
 */
function lossReport(edited) {
  return edited
    .map((p) => {
      const { lost, added } = lostLines(p.current ?? '', p.next);
      const lines = lost.slice(0, SHOWN_LINES).map((line) => `  - ${line}`);
      if (lost.length > SHOWN_LINES) lines.push(`  … and ${lost.length - SHOWN_LINES} more`);
      return [`${p.shown}: ${lost.length} line${lost.length === 1 ? '' : 's'} replaced by ${added}`, ...lines].join('\n');
    })
    .join('\n');
}

/** @type {CommandSpec} */
export const update = {
  name: 'update',
  description: 'Rewrite the files of each locked style (or of one) that has a newer version, and record it; files edited since they were written are kept unless --force.',
  args: [{ name: 'slug', description: 'only this style of the project\'s design-style.lock.json (default: every one)', optional: true }],
  options: [PROJECT_OPTION, { name: 'force', flags: '--force', kind: 'boolean', description: 'also replace files edited since design-style wrote them (their sha256 changed), losing the edits' }],
  helpAfter:
    '\nAn edited file stops the update before anything is written (FILE_EDITED, exit 1), naming the\n' +
    'lines --force would lose. A locked file that was deleted is written again.' +
    '\nWith --json: {"lock", "updated": [{"slug", "from", "to", "files": [{"path", "bytes", "edited"}]}],\n' +
    '"upToDate": [slug…]}.',
  async run(ctx, [only], options) {
    const force = options.force === true;
    const { file: lockFile, lock } = await openLock(ctx, options);
    const slugs = only === undefined ? Object.keys(lock.styles).sort() : [only];
    const styles = slugs.map((slug) => ({ slug, locked: lockedStyle(lock, lockFile, slug) }));
    const client = ctx.client(lock.base);

    /** @type {{ slug: string, from: string, to: string, updated_at: string | null, files: Planned[] }[]} */
    const plans = [];
    /** @type {string[]} */
    const upToDate = [];
    for (const { slug, locked } of styles) {
      const { version, updated_at } = versionOf(await client.getStyle(slug));
      if (compareVersions(version, locked.version) <= 0) {
        upToDate.push(slug);
        continue;
      }
      /** @type {Planned[]} */
      const files = [];
      for (const file of locked.files) {
        const target = lockedPath(lockFile, file);
        const current = await readIfThere(target);
        const next = await renderLocked(client, slug, file, target);
        files.push({ file, target, shown: displayPath(ctx.io.cwd, target), current, next, edited: current !== undefined && sha256(current) !== file.sha256 });
      }
      plans.push({ slug, from: locked.version, to: version, updated_at, files });
    }

    const edited = plans.flatMap((p) => p.files.filter((f) => f.edited && f.current !== f.next));
    if (edited.length > 0 && !force) {
      const names = edited.map((f) => f.shown).join(', ');
      throw new CliError('FILE_EDITED', `${names} ${edited.length === 1 ? 'was' : 'were'} edited since design-style wrote ${edited.length === 1 ? 'it' : 'them'}; nothing was updated.`, {
        hint: `Add --force to replace ${edited.length === 1 ? 'it' : 'them'}; these lines would go (your edits, and the old values the new version changes):\n${lossReport(edited)}`,
      });
    }

    for (const plan of plans) {
      for (const f of plan.files) {
        if (f.current === f.next) continue;
        try {
          await writeAtomically(f.target, f.next);
        } catch (error) {
          throw new CliError('WRITE_FAILED', `Could not write ${f.shown}: ${/** @type {Error} */ (error).message}`, { hint: `${lockFile} still records ${plan.slug} ${plan.from}; run design-style update again.` });
        }
      }
      const tokens = await client.getStyleToken(plan.slug);
      await updateLock(lockFile, (before) => {
        const now = before ?? lock;
        const entry = now.styles[plan.slug] ?? { version: plan.from, updated_at: null, files: [], tokens };
        const hashes = new Map(plan.files.map((f) => [f.file.path, sha256(f.next)]));
        const files = entry.files.map((f) => ({ ...f, sha256: hashes.get(f.path) ?? f.sha256 }));
        return { ...now, styles: { ...now.styles, [plan.slug]: { ...entry, version: plan.to, updated_at: plan.updated_at, files, tokens } } };
      });
    }

    if (ctx.json) {
      const updated = plans.map((p) => ({ slug: p.slug, from: p.from, to: p.to, files: p.files.map((f) => ({ path: f.target, bytes: Buffer.byteLength(f.next), edited: f.edited })) }));
      return printJson(ctx.io, { lock: lockFile, updated, upToDate });
    }
    for (const plan of plans) {
      for (const f of plan.files) {
        if (f.current === f.next) ctx.io.out(`${f.shown} is unchanged.\n`);
        else {
          const how = f.current === undefined ? 'Restored' : f.edited ? 'Replaced your edited' : 'Updated';
          ctx.io.out(`${how} ${f.shown} (${Buffer.byteLength(f.next).toLocaleString('en-US')} bytes).\n`);
        }
      }
      ctx.io.out(`${plan.slug} ${plan.from} → ${plan.to}, recorded in ${displayPath(ctx.io.cwd, lockFile)}.\n`);
    }
    if (plans.length === 0) {
      ctx.io.out(only !== undefined ? `${only} is up to date (${lock.styles[only]?.version}).\n` : `All ${upToDate.length} locked styles are up to date.\n`);
    }
  },
};
