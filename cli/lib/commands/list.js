// @ts-check
/** `design-style list [--type T] [--page N] [--limit N]`: every style in id order, or one page of them. */
import { LIMITS, STYLE_TYPES } from '../contract.js';
import { formatCount, formatStyleTable, printJson } from '../output.js';
import { LIMIT_OPTION, PAGE_OPTION } from './page-options.js';
/** @import { CommandSpec } from '../program.js' */
/** @import { StyleSummary } from '../types.js' */

/** @type {CommandSpec} */
export const list = {
  name: 'list',
  description: `List the styles in id order: every page (${LIMITS.LIMIT_MAX} at a time), or only the page --page/--limit ask for.`,
  args: [],
  options: [{ name: 'type', flags: '--type <type>', kind: 'string', description: 'only styles of this type', choices: STYLE_TYPES }, PAGE_OPTION, LIMIT_OPTION],
  helpAfter: '\nWith --json: the API\'s page as is, or every page\'s styles as {"data": [...]}.',
  async run(ctx, _args, options) {
    const client = ctx.client();
    const { type, page, limit } = /** @type {{ type?: string, page?: string, limit?: string }} */ (options);
    if (page !== undefined || limit !== undefined) {
      const found = await client.listStyles({ type, page, limit });
      if (ctx.json) return printJson(ctx.io, found);
      if (found.data.length > 0) ctx.io.out(formatStyleTable(found.data));
      else ctx.io.out(found.pagination.total > 0 ? `No styles on page ${found.pagination.page}.\n` : 'No styles.\n');
      return ctx.io.out(formatCount(found.pagination.total, ['style', 'styles'], found.pagination));
    }
    /** @type {StyleSummary[]} */
    const styles = [];
    for (let at = 1, pages = 1; at <= pages; at += 1) {
      const found = await client.listStyles({ type, page: at, limit: LIMITS.LIMIT_MAX });
      styles.push(...found.data);
      pages = found.pagination.totalPages;
    }
    if (ctx.json) return printJson(ctx.io, { data: styles });
    ctx.io.out(styles.length > 0 ? formatStyleTable(styles) : 'No styles.\n');
    ctx.io.out(formatCount(styles.length, ['style', 'styles']));
  },
};
