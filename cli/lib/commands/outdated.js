// @ts-check
/**
 * `design-style outdated [--dir .] [--json]` (issue 35): every style of the project's lock whose service now
 * publishes a newer version (GET /api/styles/{slug}), as `slug installed → current`; exit 1 when there is any,
 * for CI. A style the service no longer has, or merged into another, counts too.
 */
import { CliError, EXIT } from '../cli-error.js';
import { displayPath, formatTable, printJson } from '../output.js';
import { compareVersions } from '../token-diff.js';
import { versionOf } from './add.js';
import { PROJECT_OPTION, openLock } from './locked.js';
/** @import { CommandSpec } from '../program.js' */

/**
 * A locked style against the service: `current` is null when the service has no such style any more.
 * @typedef {{ slug: string, installed: string, current: string | null, updated_at: string | null, outdated: boolean, merged_into?: string }} Standing
 */

/** @type {CommandSpec} */
export const outdated = {
  name: 'outdated',
  description: 'List the styles of the project\'s design-style.lock.json that have a newer version; exit 1 when there is any.',
  args: [],
  options: [PROJECT_OPTION],
  helpAfter:
    '\nThe lock is the one `add` writes; the service is the one it was added from unless --base or\n' +
    'DESIGN_STYLE_API says otherwise. `design-style diff <slug>` shows what changed,\n' +
    '`design-style update` rewrites the files.' +
    '\nWith --json: {"lock", "styles": [{"slug", "installed", "current", "updated_at", "outdated"}]};\n' +
    '"current" is null for a style the service no longer has, "merged_into" names the style a\n' +
    'retired slug leads to.\n' +
    'Exit 1 also when a style is outdated (nothing is printed on stderr then).',
  async run(ctx, _args, options) {
    const { file, lock } = await openLock(ctx, options);
    const client = ctx.client(lock.base);
    /** @type {Standing[]} */
    const styles = [];
    for (const slug of Object.keys(lock.styles).sort()) {
      const installed = lock.styles[slug]?.version ?? '0.0.0';
      try {
        const style = await client.getStyle(slug);
        const { version, updated_at } = versionOf(style);
        const merged = style.slug !== slug ? { merged_into: style.slug } : {};
        styles.push({ slug, installed, current: version, updated_at, outdated: merged.merged_into !== undefined || compareVersions(version, installed) > 0, ...merged });
      } catch (error) {
        if (!(error instanceof CliError) || error.code !== 'STYLE_NOT_FOUND') throw error;
        styles.push({ slug, installed, current: null, updated_at: null, outdated: true });
      }
    }
    const behind = styles.filter((s) => s.outdated);
    if (ctx.json) printJson(ctx.io, { lock: file, styles });
    else if (behind.length === 0) {
      ctx.io.out(`${styles.length === 1 ? 'The locked style is' : `All ${styles.length} locked styles are`} up to date (${displayPath(ctx.io.cwd, file)}).\n`);
    } else {
      const rows = behind.map((s) => [s.slug, `${s.installed} → ${s.current ?? 'removed'}`, s.merged_into ? `merged into ${s.merged_into}` : s.updated_at ? `updated ${s.updated_at.slice(0, 10)}` : '']);
      ctx.io.out(formatTable(['STYLE', 'INSTALLED → CURRENT', ''], rows));
      ctx.io.out(`\n${behind.length} of ${styles.length} locked styles ${behind.length === 1 ? 'has' : 'have'} changed. See how with design-style diff <slug>; update with design-style update [slug].\n`);
    }
    return behind.length > 0 ? EXIT.FAILURE : EXIT.OK;
  },
};
