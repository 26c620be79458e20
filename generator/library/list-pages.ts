/** GET /api/styles pages: one per filter (all styles, each type), limit and page, joined from the summaries' JSON. */
import { LIMITS } from '../contract/limits';
import { pageCount } from '../paging';
import { listPath, listUrl } from '../responses/routes';
import { filterItems, listOrders } from './library-context';
import type { LibraryFamily, LibraryFile } from './library-file';

const LIST_HEAD = Buffer.from('{"data":[');

/**
 * A list page's body: bytes in a buffer of its own, copied from the summaries' bytes. Not a string joined
 * on the main thread: the build transfers it to a write worker, which neither copies nor encodes it, and
 * at 10,000 styles the list pages are some 500–700 MB of bytes that would otherwise pass through the
 * main thread's heap as garbage (issue 22: its heap reached 400 MB at 3,000 styles).
 */
function listPageBody(items: readonly Buffer[], pagination: string): Buffer {
  const tail = Buffer.from(`],"pagination":${pagination}}`);
  let size = LIST_HEAD.length + tail.length + Math.max(0, items.length - 1);
  for (const item of items) size += item.length;
  const body = Buffer.allocUnsafeSlow(size);
  let at = LIST_HEAD.copy(body, 0);
  items.forEach((item, i) => {
    if (i > 0) body[at++] = 0x2c; // ,
    at += item.copy(body, at);
  });
  tail.copy(body, at);
  return body;
}

/**
 * A page is unchanged when its filter lists the same styles in the same order as in the previous build and
 * none of the styles it shows changed its summary.
 */
export const listPages: LibraryFamily = {
  name: 'list pages',
  routed: false,
  *files({ input, table, changed }) {
    const { digests, previous } = input;
    const omitUnchanged = input.omitUnchanged === true;
    const orders = previous ? (input.listOrders ?? listOrders(digests)) : {};
    for (const [filter, items] of filterItems(digests)) {
      const type = filter === 'all' ? undefined : filter;
      const sameOrder = previous !== undefined && previous.listOrders[filter] === orders[filter];
      const total = items.length;
      // Every page shows the filter's total: when it moved, no page can hold its previous bytes.
      const differs = previous?.totals?.[filter] !== undefined && previous.totals[filter] !== total;
      // changedBefore[i]: how many of the first i styles changed, so a page knows in O(1) whether it lists one.
      const changedBefore = new Int32Array(total + 1);
      items.forEach((d, i) => (changedBefore[i + 1] = changedBefore[i]! + (changed.has(d.summary.slug) ? 1 : 0)));
      if (omitUnchanged && sameOrder && changedBefore[total] === 0) continue;
      for (let limit = LIMITS.LIMIT_MIN; limit <= LIMITS.LIMIT_MAX; limit++) {
        const totalPages = pageCount(total, limit);
        // At least page 1, so an empty filter still answers its first page.
        for (let page = 1; page <= Math.max(1, totalPages); page++) {
          const start = Math.min(total, (page - 1) * limit);
          const end = Math.min(total, page * limit);
          const unchanged = sameOrder && changedBefore[end] === changedBefore[start];
          if (omitUnchanged && unchanged) continue;
          const params = type ? { page, limit, type } : { page, limit };
          const file: LibraryFile = {
            url: listUrl(params),
            path: listPath(params),
            unchanged,
            overwrite: true,
            differs,
            body: () =>
              listPageBody(
                items.slice(start, end).map((d) => table.get(d.summary.slug)!.bytes),
                `{"page":${page},"limit":${limit},"total":${total},"totalPages":${totalPages}}`,
              ),
          };
          yield file;
        }
      }
    }
  },
};
