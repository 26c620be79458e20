// @ts-check
/**
 * `design-style diff <slug> [--dir .] [--json]` (issue 35): the token-level difference between the copy the
 * project's lock records and the style the service publishes now (GET /api/styles/{slug}/token): tokens added,
 * removed and changed (old → new), by group and mode, with the changes recorded since (GET …/changes) and every
 * contrast pair they lowered, as the service measured it when the version was cut (the CLI needs no colour code).
 */
import { CliError } from '../cli-error.js';
import { printJson } from '../output.js';
import { compareVersions, diffTokens, formatValue } from '../token-diff.js';
import { versionOf } from './add.js';
import { PROJECT_OPTION, lockedStyle, openLock } from './locked.js';
/** @import { ApiClient, StyleChange } from '../api-client.js' */
/** @import { CommandSpec } from '../program.js' */
/** @import { GroupDiff } from '../token-diff.js' */

/**
 * The style's version and its changes, or only its version from a service that publishes no changes.
 * @param {ApiClient} client
 * @param {string} slug
 * @returns {Promise<{ version: string, changes: StyleChange[] }>}
 */
async function changesOf(client, slug) {
  try {
    const { version, changes } = await client.getStyleChanges(slug);
    return { version, changes };
  } catch (error) {
    if (!(error instanceof CliError) || error.code !== 'NOT_FOUND') throw error;
    return { version: versionOf(await client.getStyle(slug)).version, changes: [] };
  }
}

/**
 * One group's lines: `+ path  value`, `- path  value`, `~ path  old → new`.
 * @param {GroupDiff} g
 */
function formatGroup(g) {
  const rows = [
    ...g.changed.map((c) => ['~', c.path, `${formatValue(c.from)} → ${formatValue(c.to)}`]),
    ...g.added.map((a) => ['+', a.path, formatValue(a.value)]),
    ...g.removed.map((r) => ['-', r.path, formatValue(r.value)]),
  ];
  const width = Math.max(...rows.map((r) => (r[1] ?? '').length));
  return `${g.group} (${g.mode})\n${rows.map(([sign, p, text]) => `  ${sign} ${(p ?? '').padEnd(width)}  ${text}`).join('\n')}\n`;
}

/** @type {CommandSpec} */
export const diff = {
  name: 'diff',
  description: 'Show what changed in a locked style since it was added: tokens added, removed and changed, by group and mode, and any contrast pair a change lowered.',
  args: [{ name: 'slug', description: 'a style of the project\'s design-style.lock.json' }],
  options: [PROJECT_OPTION],
  helpAfter:
    '\nLines read `~ path  old → new`, `+ path  value` (added), `- path  value` (removed).' +
    '\nWith --json: {"slug", "installed", "current", "groups": [{"group", "mode", "added", "removed",\n' +
    '"changed"}], "contrastLowered": [{"pair", "mode", "before", "after", "version"}], "changes"}.',
  async run(ctx, [slug = ''], options) {
    const { file, lock } = await openLock(ctx, options);
    const locked = lockedStyle(lock, file, slug);
    const client = ctx.client(lock.base);
    const { version: current, changes: all } = await changesOf(client, slug);
    const tokens = await client.getStyleToken(slug);
    const groups = diffTokens(locked.tokens, tokens);
    const changes = all.filter((c) => compareVersions(c.version, locked.version) > 0);
    const contrastLowered = changes.flatMap((c) => c.contrast.filter((p) => p.after < p.before).map((p) => ({ ...p, version: c.version })));
    if (ctx.json) return printJson(ctx.io, { slug, installed: locked.version, current, groups, contrastLowered, changes });

    const out = [`${slug} ${locked.version} → ${current}${current === locked.version ? ' (the installed version)' : ''}\n`];
    out.push(groups.length === 0 ? 'No token changed.\n' : groups.map(formatGroup).join('\n'));
    if (contrastLowered.length > 0) {
      out.push(`\nContrast lowered:\n${contrastLowered.map((p) => `  ! ${p.pair} (${p.mode}): ${p.before} → ${p.after}, in ${p.version}`).join('\n')}\n`);
    }
    if (changes.length > 0) out.push(`\nChanges:\n${changes.map((c) => `  ${c.version} (${c.bump}, ${c.date.slice(0, 10)}): ${c.summary}`).join('\n')}\n`);
    if (compareVersions(current, locked.version) > 0) out.push(`\nUpdate the files with: design-style update ${slug}\n`);
    ctx.io.out(out.join(''));
  },
};
