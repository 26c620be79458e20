/** `design-style search <words...>`: styles matching the words, most relevant first (GET /api/search). */
import type { Command } from 'commander';
import { LIMITS } from '../../generator/contract/limits';
import type { CommandContext } from '../command-context';
import { formatCount, formatStyleTable, printJson } from '../output';
import { LIMIT_OPTION, PAGE_OPTION } from './page-options';

interface SearchOptions {
  page?: string;
  limit?: string;
}

export function registerSearch(program: Command, ctx: CommandContext): void {
  program
    .command('search')
    .description('Search the styles by name, type, keywords, era and description, most relevant first.')
    .argument('<words...>', `what to look for, joined with spaces (${LIMITS.QUERY_MIN_LENGTH} to ${LIMITS.QUERY_MAX_LENGTH} characters; plain text)`)
    .addOption(PAGE_OPTION())
    .addOption(LIMIT_OPTION())
    .addHelpText('after', '\nExample: design-style search dark mode  (one page of results; --page for more)')
    .action(async (words: string[], options: SearchOptions, command: Command) => {
      const result = await ctx.client(command).searchStyles({ q: words.join(' '), ...options });
      if (ctx.json(command)) return printJson(ctx.io, result);
      const { data, pagination } = result;
      if (data.length > 0) ctx.io.out(formatStyleTable(data));
      else ctx.io.out(pagination.total > 0 ? `No matches on page ${pagination.page}.\n` : 'No style matches.\n');
      if (pagination.total > 0) ctx.io.out(formatCount(pagination.total, ['match', 'matches'], pagination));
    });
}
