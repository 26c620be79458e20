// @ts-check
/** `design-style show <slug> [--part tokens|content]`: one style (GET /api/styles/{slug}, …/token, …/content). */
import { formatStyle, printJson, withNewline } from '../output.js';
import { stringifyYaml } from '../yaml.js';
/** @import { CommandSpec } from '../program.js' */

/** The parts of a style `show` can print instead of its summary. */
export const SHOW_PARTS = ['tokens', 'content'];

/** @type {CommandSpec} */
export const show = {
  name: 'show',
  description: 'Show one style: its summary and "When to Use", or only its tokens or its Markdown body.',
  args: [{ name: 'slug', description: 'the style, as `list` and `search` print it' }],
  options: [{ name: 'part', flags: '--part <part>', kind: 'string', description: 'tokens: the design tokens (YAML; JSON with --json); content: the Markdown body', choices: SHOW_PARTS }],
  helpAfter: '\nWith --json: the API\'s answer (the style with its whole DESIGN.md document, {tokens…} or {"content": …}).',
  async run(ctx, [slug = ''], { part }) {
    const client = ctx.client();
    if (part === 'tokens') {
      const tokens = await client.getStyleToken(slug);
      return ctx.json ? printJson(ctx.io, tokens) : ctx.io.out(stringifyYaml(tokens));
    }
    if (part === 'content') {
      const body = await client.getStyleContent(slug);
      return ctx.json ? printJson(ctx.io, body) : ctx.io.out(withNewline(body.content));
    }
    const style = await client.getStyle(slug);
    return ctx.json ? printJson(ctx.io, style) : ctx.io.out(formatStyle(style));
  },
};
