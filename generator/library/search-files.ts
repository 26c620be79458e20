/**
 * The search index: one Lunr shard per slice of the library (search/index-definition.ts) and, beside each, the
 * table of the summaries its refs name. A summary edit rewrites its shard's two files, not a table of the
 * whole library (6.3 MB at 10,000 styles, issue 34).
 */
import { keyOf } from '../pipeline/key';
import { asciiJson } from '../search/ascii-json';
import { shardStyles } from '../search/index-definition';
import { styleTableJson } from '../search/style-table';
import { rendered, type LibraryFamily } from './library-file';

export const searchShardPath = (shard: number) => `search/index-${shard}.json`;
export const searchStylesPath = (shard: number) => `search/styles-${shard}.json`;

export const searchFiles: LibraryFamily = {
  name: 'search',
  routed: false,
  *files({ summaries, table }) {
    for (const [shard, styles] of shardStyles(summaries)) {
      const rows = styles.map((s) => table.get(s.slug)!);
      const key = keyOf(...rows.map((s) => s.hash));
      yield rendered({ url: null, path: searchShardPath(shard), key }, () => ({ kind: 'search-shard', styles }));
      // In ASCII, so the gateway reads it without decoding (ascii-json.ts); a summary a line, each parsed when a
      // search shows it (style-table.ts).
      yield { url: null, path: searchStylesPath(shard), key, body: () => asciiJson(styleTableJson(rows.map((s) => s.json))) };
    }
  },
};
