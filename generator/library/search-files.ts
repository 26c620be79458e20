/**
 * The search index: one Lunr shard per slice of the library (search/index-definition.ts) and, beside each, the
 * table of the summaries its refs name. A summary edit rewrites its shard's table, not a table of the whole
 * library (6.3 MB at 10,000 styles, issue 34), and its index only when a searched field changed.
 */
import { keyOf } from '../pipeline/key';
import { asciiJson } from '../search/ascii-json';
import { searchInput, shardStyles, type SearchInput } from '../search/index-definition';
import { styleTableJson } from '../search/style-table';
import { rendered, type LibraryFamily } from './library-file';

export const searchShardPath = (shard: number) => `search/index-${shard}.json`;
export const searchStylesPath = (shard: number) => `search/styles-${shard}.json`;
/** A shard index's key: its styles' search inputs, in id order (pipeline/shards-ahead.ts makes the same from front matter). */
export const searchShardKey = (inputs: readonly SearchInput[]) => keyOf(JSON.stringify(inputs));

export const searchFiles: LibraryFamily = {
  name: 'search',
  routed: false,
  *files({ summaries, table }) {
    for (const [shard, styles] of shardStyles(summaries)) {
      // The index is made from its styles' search inputs only: an edit of anything else leaves it as it was.
      const inputs = styles.map(searchInput);
      yield rendered({ url: null, path: searchShardPath(shard), key: searchShardKey(inputs) }, () => ({ kind: 'search-shard', styles: inputs }));
      const rows = styles.map((s) => table.get(s.slug)!);
      // In ASCII, so the gateway reads it without decoding (ascii-json.ts); a summary a line, each parsed when a
      // search shows it (style-table.ts).
      yield { url: null, path: searchStylesPath(shard), key: keyOf(...rows.map((s) => s.hash)), body: () => asciiJson(styleTableJson(rows.map((s) => s.json))) };
    }
  },
};
