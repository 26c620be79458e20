/** `design-style show <slug> [--part tokens|content]`: one style (GET /api/styles/{slug}, …/token, …/content). */
import { Option, type Command } from 'commander';
import type { CommandContext } from '../command-context';
import { formatStyle, printJson, withNewline } from '../output';

/** The parts of a style `show` can print instead of its summary. */
export const SHOW_PARTS = ['tokens', 'content'] as const;

interface ShowOptions {
  part?: (typeof SHOW_PARTS)[number];
}

export function registerShow(program: Command, ctx: CommandContext): void {
  program
    .command('show')
    .description('Show one style: its summary and "When to Use", or only its tokens or its Markdown body.')
    .argument('<slug>', 'the style, as `list` and `search` print it')
    .addOption(
      new Option('--part <part>', 'tokens: the design tokens (YAML; JSON with --json); content: the Markdown body').choices(SHOW_PARTS),
    )
    .addHelpText('after', '\nWith --json: the API\'s answer (the style with its whole DESIGN.md document, {tokens…} or {"content": …}).')
    .action(async (slug: string, options: ShowOptions, command: Command) => {
      const client = ctx.client(command);
      const json = ctx.json(command);
      if (options.part === 'tokens') {
        const tokens = await client.getStyleToken(slug);
        if (json) return printJson(ctx.io, tokens);
        const { stringify } = await import('yaml'); // only this view needs it
        return ctx.io.out(stringify(tokens, { lineWidth: 0 }));
      }
      if (options.part === 'content') {
        const body = await client.getStyleContent(slug);
        return json ? printJson(ctx.io, body) : ctx.io.out(withNewline(body.content));
      }
      const style = await client.getStyle(slug);
      return json ? printJson(ctx.io, style) : ctx.io.out(formatStyle(style));
    });
}
