/** Every page of GET /api/styles: each limit 1–50, each page, unfiltered and per type (spec 4.1). */
import { LIMITS } from '../contract/limits';
import type { ListParams } from '../contract/parse-params';
import type { StyleSummary } from '../contract/schemas';
import { STYLE_TYPES, type StyleTypeFilter } from '../contract/style-types';
import { pageCount, paginate } from '../paging';
import { json, type OutputFile } from './output-file';
import { listPath, listUrl } from './routes';

export { listUrl };

/** Filters in manifest order: all styles first, then each type. */
export const LIST_FILTERS: readonly (StyleTypeFilter | undefined)[] = [undefined, ...STYLE_TYPES];

/** Number of styles per filter (`all` and each type), so the gateway can answer pages past the last. */
export function listTotals(summaries: readonly StyleSummary[]): Record<string, number> {
  return Object.fromEntries(LIST_FILTERS.map((type) => [type ?? 'all', summaries.filter((s) => !type || s.type === type).length]));
}

/** `summaries` must already be in list order (id ascending). */
export function renderListPages(summaries: readonly StyleSummary[]): OutputFile[] {
  const files: OutputFile[] = [];
  for (const type of LIST_FILTERS) {
    const items = type ? summaries.filter((s) => s.type === type) : summaries;
    for (let limit = LIMITS.LIMIT_MIN; limit <= LIMITS.LIMIT_MAX; limit++) {
      // At least page 1, so an empty filter still answers its first page.
      const pages = Math.max(1, pageCount(items.length, limit));
      for (let page = 1; page <= pages; page++) {
        const params = type ? { page, limit, type } : { page, limit };
        files.push({ url: listUrl(params), path: listPath(params), body: json(paginate(items, page, limit)) });
      }
    }
  }
  return files;
}
