/**
 * `design-style add <slug> [--dir .] [--format md|dtcg|tailwind|css|css-tailwind|shadcn] [--force]`: writes a
 * style's DESIGN.md, or one of its token exports, into a directory; never over an existing file without --force.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { EXPORT_FORMATS, type ExportFormat } from '../../generator/contract/parameters';
import type { ApiClient } from '../api-client';
import { CliError } from '../cli-error';
import type { CommandContext } from '../command-context';
import { formatJson, printJson, withNewline } from '../output';

export const ADD_FORMATS = ['md', ...EXPORT_FORMATS] as const;
export type AddFormat = (typeof ADD_FORMATS)[number];

interface Output {
  file: string;
  /** What the file holds, for the message printed after writing it. */
  what(slug: string): string;
  render(client: ApiClient, slug: string): Promise<string>;
}

const exportOf = (format: ExportFormat) => (client: ApiClient, slug: string) => client.exportStyleTokens(slug, format);

/** One file per format (README: Command-line client). */
export const OUTPUTS: Record<AddFormat, Output> = {
  md: {
    file: 'DESIGN.md',
    what: (slug) => `the whole DESIGN.md document of ${slug}`,
    render: async (client, slug) => withNewline((await client.getStyle(slug)).design_document),
  },
  css: {
    file: 'design-tokens.css',
    what: (slug) => `the design tokens of ${slug} as CSS custom properties`,
    render: async (client, slug) => withNewline(((await exportOf('css')(client, slug)) as { css: string }).css),
  },
  tailwind: {
    file: 'tailwind.theme.json',
    what: (slug) => `the design tokens of ${slug} as a Tailwind theme`,
    render: async (client, slug) => formatJson(await exportOf('tailwind')(client, slug)),
  },
  'css-tailwind': {
    file: 'design-tokens.tailwind.css',
    what: (slug) => `the design tokens of ${slug} as a Tailwind CSS v4 stylesheet`,
    render: async (client, slug) => withNewline(((await exportOf('css-tailwind')(client, slug)) as { css: string }).css),
  },
  shadcn: {
    file: 'shadcn-theme.json',
    what: (slug) => `${slug} as a shadcn/ui theme (registry item)`,
    render: async (client, slug) => formatJson(await exportOf('shadcn')(client, slug)),
  },
  dtcg: {
    file: 'design-tokens.json',
    what: (slug) => `the design tokens of ${slug} as W3C Design Tokens (DTCG)`,
    render: async (client, slug) => formatJson(await exportOf('dtcg')(client, slug)),
  },
};

interface AddOptions {
  dir: string;
  format: AddFormat;
  force?: boolean;
}

const exists = (file: string) => fs.stat(file).then(() => true, () => false);

export function registerAdd(program: Command, ctx: CommandContext): void {
  const files = ADD_FORMATS.map((f) => `${f} → ${OUTPUTS[f].file}`).join(', ');
  program
    .command('add')
    .description('Write a style into a directory: its DESIGN.md, or its tokens as CSS, a Tailwind 3 theme, a Tailwind 4 stylesheet, a shadcn/ui theme or DTCG JSON.')
    .argument('<slug>', 'the style, as `list` and `search` print it')
    .option('--dir <dir>', 'the directory to write into (created if missing)', '.')
    .addOption(new Option('--format <format>', `what to write: ${files}`).choices(ADD_FORMATS).default('md'))
    .option('--force', 'overwrite the file if it exists')
    .addHelpText(
      'after',
      '\nIn tailwind.config.js (CommonJS, Tailwind 3), use the theme with:\n' +
        '  module.exports = { ...require(\'./tailwind.theme.json\'), content: [...] }' +
        '\nWith Tailwind 4, import the stylesheet after Tailwind:\n' +
        '  @import "tailwindcss";\n  @import "./design-tokens.tailwind.css";' +
        '\nInto a shadcn/ui project: npx shadcn add ./shadcn-theme.json' +
        '\nWith --json: {"slug", "format", "path", "bytes"} of the file written.',
    )
    .action(async (slug: string, options: AddOptions, command: Command) => {
      const output = OUTPUTS[options.format];
      const dir = path.resolve(ctx.io.cwd, options.dir);
      const target = path.join(dir, output.file);
      const shown = displayPath(ctx.io.cwd, target);
      // Checked before asking the API (it costs a request of the budget), and again by the exclusive write.
      if (!options.force && (await exists(target))) throw fileExists(shown);
      const text = await output.render(ctx.client(command), slug);
      try {
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(target, text, { flag: options.force ? 'w' : 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw fileExists(shown);
        throw new CliError('WRITE_FAILED', `Could not write ${shown}: ${(error as Error).message}`);
      }
      const bytes = Buffer.byteLength(text);
      if (ctx.json(command)) return printJson(ctx.io, { slug, format: options.format, path: target, bytes });
      ctx.io.out(`Wrote ${shown} (${bytes.toLocaleString('en-US')} bytes): ${output.what(slug)}.\n`);
    });
}

const fileExists = (shown: string) =>
  new CliError('FILE_EXISTS', `${shown} already exists; nothing was written.`, { hint: 'Add --force to overwrite it.' });

/** The path relative to the working directory when it lies inside it, else absolute. */
function displayPath(cwd: string, target: string): string {
  const relative = path.relative(cwd, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}
