/** The search index: one Lunr shard per slice of the library (search/index-definition.ts) and the table of summaries its refs name. */
import { keyOf } from '../pipeline/key';
import { asciiJson } from '../search/ascii-json';
import { shardStyles } from '../search/index-definition';
import { styleTableJson } from '../search/style-table';
import { rendered, type LibraryFamily } from './library-file';

export const SEARCH_STYLES_PATH = 'search/styles.json';
export const searchShardPath = (shard: number) => `search/index-${shard}.json`;

export const searchFiles: LibraryFamily = {
  name: 'search',
  routed: false,
  *files({ summaries, table }) {
    for (const [shard, styles] of shardStyles(summaries)) {
      yield rendered({ url: null, path: searchShardPath(shard), key: keyOf(...styles.map((s) => table.get(s.slug)!.hash)) }, () => ({ kind: 'search-shard', styles }));
    }
    const all = summaries.map((s) => table.get(s.slug)!);
    // In ASCII, so the gateway reads it without decoding (ascii-json.ts); a summary a line, each parsed when a
    // search shows it (style-table.ts).
    yield { url: null, path: SEARCH_STYLES_PATH, key: keyOf(...all.map((s) => s.hash)), body: () => asciiJson(styleTableJson(all.map((s) => s.json))) };
  },
};
