// @ts-check
/**
 * `design-style add <slug> [--dir .] [--format md|dtcg|tailwind|css|css-tailwind|shadcn] [--fonts [service|package]] [--force]`:
 * writes a style's DESIGN.md, or one of its token exports, into a directory; with --fonts the @font-face rules
 * of its families beside it (fonts.css); with --format dtcg a Style Dictionary 5 configuration that builds the
 * tokens as it is (style-dictionary.config.mjs). A file that already holds the same bytes is left alone, so
 * adding --fonts to a style added before needs no --force (issue 31); a file that differs is replaced only
 * with --force, and then nothing is written at all. Every add records the style's version, tokens and the files it
 * wrote with their sha256 in the project's design-style.lock.json (lock.js, issue 35).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { CliError } from '../cli-error.js';
import { EXPORT_FORMATS } from '../contract.js';
import { FONT_SOURCES, fontsStylesheet, nodeModulesFor } from '../fonts-css.js';
import { LOCK_FILE, lockPathFor, readLock, recordAdd, relativeToLock, sha256, updateLock } from '../lock.js';
import { displayPath, formatJson, printJson, withNewline } from '../output.js';
/** @import { ApiClient } from '../api-client.js' */
/** @import { FontSource } from '../fonts-css.js' */
/** @import { LockedFile } from '../lock.js' */
/** @import { CommandSpec } from '../program.js' */
/** @import { ExportFormat } from '../types.js' */

/** @typedef {'md' | ExportFormat} AddFormat */
/** @type {readonly AddFormat[]} */
export const ADD_FORMATS = ['md', ...EXPORT_FORMATS];

/**
 * @typedef {object} Output
 * @property {string} file
 * @property {(slug: string) => string} what What the file holds, for the message printed after writing it.
 * @property {(client: ApiClient, slug: string) => Promise<string>} render
 */

/**
 * An export's `css` text.
 * @param {ApiClient} client
 * @param {string} slug
 * @param {'css' | 'css-tailwind'} format
 */
const cssOf = async (client, slug, format) => /** @type {{ css: string }} */ (await client.exportStyleTokens(slug, format)).css;

/** @type {Record<AddFormat, Output>} One file per format (docs/cli.md). */
export const OUTPUTS = {
  md: {
    file: 'DESIGN.md',
    what: (slug) => `the whole DESIGN.md document of ${slug}`,
    render: async (client, slug) => withNewline((await client.getStyle(slug)).design_document),
  },
  css: {
    file: 'design-tokens.css',
    what: (slug) => `the design tokens of ${slug} as CSS custom properties`,
    render: async (client, slug) => withNewline(await cssOf(client, slug, 'css')),
  },
  tailwind: {
    file: 'tailwind.theme.json',
    what: (slug) => `the design tokens of ${slug} as a Tailwind theme`,
    render: async (client, slug) => formatJson(await client.exportStyleTokens(slug, 'tailwind')),
  },
  'css-tailwind': {
    file: 'design-tokens.tailwind.css',
    what: (slug) => `the design tokens of ${slug} as a Tailwind CSS v4 stylesheet`,
    render: async (client, slug) => withNewline(await cssOf(client, slug, 'css-tailwind')),
  },
  shadcn: {
    file: 'shadcn-theme.json',
    what: (slug) => `${slug} as a shadcn/ui theme (registry item)`,
    render: async (client, slug) => formatJson(await client.exportStyleTokens(slug, 'shadcn')),
  },
  dtcg: {
    file: 'design-tokens.json',
    what: (slug) => `the design tokens of ${slug} as W3C Design Tokens (DTCG)`,
    render: async (client, slug) => formatJson(await client.exportStyleTokens(slug, 'dtcg')),
  },
};

export const FONTS_FILE = 'fonts.css';
export const STYLE_DICTIONARY_FILE = 'style-dictionary.config.mjs';
const STYLE_DICTIONARY_TEMPLATE = new URL('../../templates/style-dictionary.config.mjs', import.meta.url);
const styleDictionaryConfig = () => fs.readFile(STYLE_DICTIONARY_TEMPLATE, 'utf8');

/**
 * fonts.css: the export's @font-face rules, pointing at the service or at the packages in the node_modules
 * that `dir` resolves them from.
 * @param {ApiClient} client
 * @param {string} slug
 * @param {FontSource} source
 * @param {string} dir
 */
async function renderFonts(client, slug, source, dir) {
  const [style, css] = await Promise.all([client.getStyle(slug), cssOf(client, slug, 'css')]);
  /** @type {(npm: string, file: string) => string} */
  const packagePath = (npm, file) => path.relative(dir, path.join(nodeModulesFor(dir, npm), npm, 'files', file)).split(path.sep).join('/');
  return fontsStylesheet(slug, css, style.fonts, source, packagePath);
}

/**
 * A locked file's text as the service renders it now (`design-style update`): its format, its fonts' source.
 * @param {ApiClient} client
 * @param {string} slug
 * @param {LockedFile} file
 * @param {string} target the file's absolute path
 */
export async function renderLocked(client, slug, file, target) {
  if (file.format === 'style-dictionary') return styleDictionaryConfig();
  if (file.format === 'fonts') return renderFonts(client, slug, file.source === 'package' ? 'package' : 'service', path.dirname(target));
  if (!Object.hasOwn(OUTPUTS, file.format)) throw new CliError('LOCK_INVALID', `${file.path} has the format ${JSON.stringify(file.format)}, which this design-style does not write.`);
  return OUTPUTS[/** @type {AddFormat} */ (file.format)].render(client, slug);
}

/**
 * The version and change date a summary or detail carries (issue 35); 0.0.0 from a service that publishes none.
 * @param {object} style
 */
export function versionOf(style) {
  const { version, updated_at } = /** @type {{ version?: unknown, updated_at?: unknown }} */ (style);
  return { version: typeof version === 'string' ? version : '0.0.0', updated_at: typeof updated_at === 'string' ? updated_at : null };
}

/**
 * A file `add` writes, and whether the one on disk holds its bytes already.
 * @typedef {object} PlannedFile
 * @property {string} target
 * @property {string} shown the path as printed
 * @property {string} text
 * @property {string} what
 * @property {Omit<LockedFile, 'path' | 'sha256'>} locked how the lock names its format
 * @property {boolean} [same]
 */

/**
 * The file's text, or undefined when there is none.
 * @param {string} file
 */
export async function readIfThere(file) {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw new CliError('WRITE_FAILED', `Could not read ${file}: ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * Writes a planned file, exclusively unless forced.
 * @param {string} dir
 * @param {PlannedFile} file
 * @param {boolean} force
 */
async function writeOut(dir, file, force) {
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(file.target, file.text, { flag: force ? 'w' : 'wx' });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') throw fileExists(file.shown);
    throw new CliError('WRITE_FAILED', `Could not write ${file.shown}: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {PlannedFile} file */
const bytesOf = (file) => Buffer.byteLength(file.text);

/** @param {PlannedFile} file */
const described = (file) => ({ path: file.target, bytes: bytesOf(file), written: !file.same });

/** @param {PlannedFile} file */
const report = (file) =>
  file.same
    ? `${file.shown} already holds ${file.what}; left as it is.\n`
    : `Wrote ${file.shown} (${bytesOf(file).toLocaleString('en-US')} bytes): ${file.what}.\n`;

const files = ADD_FORMATS.map((f) => `${f} → ${OUTPUTS[f].file}${f === 'dtcg' ? ` and ${STYLE_DICTIONARY_FILE}` : ''}`).join(', ');

/** @type {CommandSpec} */
export const add = {
  name: 'add',
  description: 'Write a style into a directory: its DESIGN.md, or its tokens as CSS, a Tailwind 3 theme, a Tailwind 4 stylesheet, a shadcn/ui theme or DTCG JSON.',
  args: [{ name: 'slug', description: 'the style, as `list` and `search` print it' }],
  options: [
    { name: 'dir', flags: '--dir <dir>', kind: 'string', description: 'the directory to write into (created if missing)', default: '.' },
    { name: 'format', flags: '--format <format>', kind: 'string', description: `what to write: ${files}`, choices: ADD_FORMATS, default: 'md' },
    {
      name: 'fonts',
      flags: '--fonts [source]',
      kind: 'optional',
      description: `also write ${FONTS_FILE}: @font-face rules for the style's families, pointing at this service's font files (service) or at their npm packages in the node_modules --dir resolves (package)`,
      choices: FONT_SOURCES,
      preset: 'service',
    },
    { name: 'force', flags: '--force', kind: 'boolean', description: 'overwrite a file that differs (one that holds the same bytes is left as it is)' },
  ],
  helpAfter:
    '\nIn tailwind.config.js (CommonJS, Tailwind 3), use the theme with:\n' +
    '  module.exports = { ...require(\'./tailwind.theme.json\'), content: [...] }' +
    '\nWith Tailwind 4, import the stylesheet after Tailwind:\n' +
    '  @import "tailwindcss";\n  @import "./design-tokens.tailwind.css";' +
    '\nInto a shadcn/ui project: npx shadcn add ./shadcn-theme.json' +
    `\nWith Style Dictionary 5: npx style-dictionary build --config ${STYLE_DICTIONARY_FILE}` +
    '\nWith --json: {"slug", "format", "path", "bytes", "written"} of the export, and "fonts" and\n' +
    '"styleDictionary" objects of the same shape for the files written beside it, "version" and "lock".' +
    `\nEvery add records the style's version, its tokens and each file's sha256 in ${LOCK_FILE} (in the\n` +
    'nearest folder holding a package.json, else --dir), for design-style outdated, diff and update.',
  async run(ctx, [asked = ''], options) {
    const { dir: within, format, fonts, force = false } = /** @type {{ dir: string, format: AddFormat, fonts?: FontSource, force?: boolean }} */ (options);
    const dir = path.resolve(ctx.io.cwd, within);
    const output = OUTPUTS[format];
    /** @param {string} file @param {string} text @param {string} what @param {PlannedFile['locked']} locked @returns {PlannedFile} */
    const planned = (file, text, what, locked) => ({ target: path.join(dir, file), shown: displayPath(ctx.io.cwd, path.join(dir, file)), text, what, locked });

    // The configuration is the same for every style: one that differs is refused before asking the API (a request of the budget).
    const config = format === 'dtcg' ? planned(STYLE_DICTIONARY_FILE, await styleDictionaryConfig(), '', { format: 'style-dictionary' }) : undefined;
    if (config && !force && !(await holds(config))) throw fileExists(config.shown);
    const api = ctx.client();
    // The style first: its version for the lock, and the slug it answers under (a retired slug leads to the style it was merged into).
    const style = await api.getStyle(asked);
    const slug = style.slug;
    /** @type {ApiClient} */
    const client = { ...api, getStyle: async (s) => (s === slug ? style : api.getStyle(s)) };
    const exported = planned(output.file, await output.render(client, slug), output.what(slug), { format });
    const where = fonts === 'package' ? 'their npm packages in node_modules' : 'this service';
    const fontsFile = fonts && planned(FONTS_FILE, await renderFonts(client, slug, fonts, dir), `the @font-face rules of ${slug}'s families, pointing at ${where}`, { format: 'fonts', source: fonts });
    const tokens = await client.getStyleToken(slug);
    if (config) config.what = `a Style Dictionary 5 configuration that builds ${exported.shown} (npx style-dictionary build --config ${config.shown})`;
    const all = [exported, ...(fontsFile ? [fontsFile] : []), ...(config ? [config] : [])];

    // Nothing is written unless every file can be, and recorded: a lock that is not one stops add here.
    const lockFile = lockPathFor(dir);
    await readLock(lockFile);
    for (const file of all) {
      const current = await readIfThere(file.target);
      file.same = current === file.text;
      if (current !== undefined && !file.same && !force) throw fileExists(file.shown);
    }
    for (const file of all) if (!file.same) await writeOut(dir, file, force);

    const { version, updated_at } = versionOf(style);
    const files = all.map((f) => ({ path: relativeToLock(lockFile, f.target), ...f.locked, sha256: sha256(f.text) }));
    const lock = await updateLock(lockFile, (before) => recordAdd(before, { base: api.baseUrl, slug, version, updated_at, tokens, files }));
    const locked = lock.styles[slug];
    const behind = locked && locked.version !== version ? locked.version : undefined;

    if (ctx.json) {
      return printJson(ctx.io, {
        slug,
        format,
        ...described(exported),
        ...(fontsFile ? { fonts: { source: fonts, ...described(fontsFile) } } : {}),
        ...(config ? { styleDictionary: described(config) } : {}),
        version,
        lock: lockFile,
      });
    }
    for (const file of all) ctx.io.out(report(file));
    ctx.io.out(`Recorded ${slug} ${version} in ${displayPath(ctx.io.cwd, lockFile)}.\n`);
    if (behind) ctx.io.out(`${slug}'s other files are at ${behind}: design-style update ${slug} brings them to ${version}.\n`);
  },
};

/**
 * Whether the file is absent or holds the planned bytes.
 * @param {PlannedFile} file
 */
const holds = async (file) => {
  const current = await readIfThere(file.target);
  return current === undefined || current === file.text;
};

/** @param {string} shown */
const fileExists = (shown) => new CliError('FILE_EXISTS', `${shown} already exists; nothing was written.`, { hint: 'Add --force to overwrite it.' });

