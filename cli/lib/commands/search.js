// @ts-check
/** `design-style search <words...>`: styles matching the words, most relevant first (GET /api/search). */
import { LIMITS } from '../contract.js';
import { formatCount, formatStyleTable, printJson } from '../output.js';
import { LIMIT_OPTION, PAGE_OPTION } from './page-options.js';
/** @import { CommandSpec } from '../program.js' */

/** @type {CommandSpec} */
export const search = {
  name: 'search',
  description: 'Search the styles by name, type, keywords, era and description, most relevant first.',
  args: [{ name: 'words', variadic: true, description: `what to look for, joined with spaces (${LIMITS.QUERY_MIN_LENGTH} to ${LIMITS.QUERY_MAX_LENGTH} characters; plain text)` }],
  options: [PAGE_OPTION, LIMIT_OPTION],
  helpAfter: '\nExample: design-style search dark mode  (one page of results; --page for more)',
  async run(ctx, words, options) {
    const { page, limit } = /** @type {{ page?: string, limit?: string }} */ (options);
    const result = await ctx.client().searchStyles({ q: words.join(' '), page, limit });
    if (ctx.json) return printJson(ctx.io, result);
    const { data, pagination } = result;
    if (data.length > 0) ctx.io.out(formatStyleTable(data));
    else ctx.io.out(pagination.total > 0 ? `No matches on page ${pagination.page}.\n` : 'No style matches.\n');
    if (pagination.total > 0) ctx.io.out(formatCount(pagination.total, ['match', 'matches'], pagination));
  },
};
