/** `design-style list [--type T] [--page N] [--limit N]`: every style in id order, or one page of them. */
import { Option, type Command } from 'commander';
import { LIMITS } from '../../generator/contract/limits';
import type { StyleSummary } from '../../generator/contract/schemas';
import { STYLE_TYPES } from '../../generator/contract/style-types';
import type { CommandContext } from '../command-context';
import { formatCount, formatStyleTable, printJson } from '../output';
import { LIMIT_OPTION, PAGE_OPTION } from './page-options';

interface ListOptions {
  type?: string;
  page?: string;
  limit?: string;
}

export function registerList(program: Command, ctx: CommandContext): void {
  program
    .command('list')
    .description(`List the styles in id order: every page (${LIMITS.LIMIT_MAX} at a time), or only the page --page/--limit ask for.`)
    .addOption(new Option('--type <type>', 'only styles of this type').choices(STYLE_TYPES))
    .addOption(PAGE_OPTION())
    .addOption(LIMIT_OPTION())
    .addHelpText('after', '\nWith --json: the API\'s page as is, or every page\'s styles as {"data": [...]}.')
    .action(async (options: ListOptions, command: Command) => {
      const client = ctx.client(command);
      const json = ctx.json(command);
      if (options.page !== undefined || options.limit !== undefined) {
        const list = await client.listStyles(options);
        if (json) return printJson(ctx.io, list);
        if (list.data.length > 0) ctx.io.out(formatStyleTable(list.data));
        else ctx.io.out(list.pagination.total > 0 ? `No styles on page ${list.pagination.page}.\n` : 'No styles.\n');
        return ctx.io.out(formatCount(list.pagination.total, ['style', 'styles'], list.pagination));
      }
      const styles: StyleSummary[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const list = await client.listStyles({ type: options.type, page, limit: LIMITS.LIMIT_MAX });
        styles.push(...list.data);
        pages = list.pagination.totalPages;
      }
      if (json) return printJson(ctx.io, { data: styles });
      ctx.io.out(styles.length > 0 ? formatStyleTable(styles) : 'No styles.\n');
      ctx.io.out(formatCount(styles.length, ['style', 'styles']));
    });
}
