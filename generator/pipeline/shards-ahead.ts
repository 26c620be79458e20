/**
 * Search shards built ahead of the library stage (issue 34). An edit of what a shard indexes (a description, a
 * title, keywords) builds that shard's Lunr index again: about 0.5 s of CPU at 1,000 styles, which the library
 * stage waited for beside its other work (1–1.5 s of a description edit at 10,000 styles). So as the documents
 * stage starts, each changed document's front matter is read for the fields the index is made from
 * (documents/search-fields.ts), and each shard whose inputs that changes is built on a write worker while this
 * thread renders the documents. The library stage writes a body built ahead only for a file whose key, made from
 * the rendered summaries (library/search-files.ts), is the one it was built for; any other shard it builds as before.
 */
import fs from 'node:fs';
import { searchFields } from '../documents/search-fields';
import { searchShardKey, searchShardPath } from '../library/search-files';
import { searchInput, shardOf, shardStyles, type SearchInput } from '../search/index-definition';
import { SHARD_WEIGHT, type BodiesAhead } from './library-writes';
import type { BuildPlan } from './read-stage';
import type { TaskRunner } from './worker-pool';

/** Past this many changed documents a build guesses nothing: they render on workers, or touch many shards. */
const MOST_DOCUMENTS = 8;

/** The front matter block, as gray-matter finds it at the start of a document. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

type LoadYaml = (text: string) => unknown;

/** A document not read yet (a new one), or '' if it cannot be: the documents stage will say why. */
function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A document's search input as its front matter reads with `load` (js-yaml's, as the documents stage reads it),
 * or undefined if it cannot be read so (the documents stage will say why).
 */
export function searchInputAhead(text: string, load: LoadYaml): SearchInput | undefined {
  try {
    const block = FRONT_MATTER.exec(text)?.[1];
    const input = block === undefined ? undefined : searchFields(load(block) as Record<string, unknown>);
    return input && Number.isInteger(input.id) ? input : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts building, on `runner`, every search shard whose inputs the pending documents' front matter changes, and
 * returns how to find those bodies (`onUsed` hears of each one found). Nothing is built without a previous build
 * whose files are vouched for, with too many pending documents, or when no searched field changed (a token or
 * body edit). This thread's part is a few milliseconds: loading js-yaml, which the documents stage loads anyway,
 * reading the front matter, and the changed shards' keys.
 */
export async function shardsAhead(plan: BuildPlan, runner: TaskRunner | undefined, onUsed?: (path: string) => void): Promise<BodiesAhead> {
  const none: BodiesAhead = () => undefined;
  const written = plan.previous?.vouched ? plan.previous.cache.files : undefined;
  if (!runner || !written || plan.pending.length === 0 || plan.pending.length > MOST_DOCUMENTS) return none;
  const { load, CORE_SCHEMA } = await import('js-yaml');
  const ahead = new Map<string, SearchInput>();
  const changed = new Set<number>();
  for (const { source, text } of plan.pending) {
    const input = searchInputAhead(text ?? readText(source.path), (block) => load(block, { schema: CORE_SCHEMA }));
    if (!input) return none;
    const entry = plan.cached.get(source.slug);
    const before = entry && searchInput(entry.digest.summary);
    if (before && JSON.stringify(before) === JSON.stringify(input)) continue;
    if (before) changed.add(shardOf(before.id));
    changed.add(shardOf(input.id));
    ahead.set(source.slug, input);
  }
  if (changed.size === 0) return none;
  // The changed shards' styles: the cache's, then the pending documents' as read ahead.
  const inputs: SearchInput[] = [];
  for (const [slug, entry] of plan.cached) {
    if (!ahead.has(slug) && changed.has(shardOf(entry.digest.summary.id))) inputs.push(searchInput(entry.digest.summary));
  }
  for (const input of ahead.values()) if (changed.has(shardOf(input.id))) inputs.push(input);
  const bodies = new Map<string, { key: string; body: Promise<string> }>();
  for (const [shard, styles] of shardStyles(inputs)) {
    const path = searchShardPath(shard);
    const key = searchShardKey(styles);
    if (written[path] === key) continue;
    const body = runner.run({ kind: 'render', task: { kind: 'search-shard', styles } }, [], SHARD_WEIGHT).then((result) => {
      if (result.kind !== 'render') throw new Error(`a ${result.kind} result for a search shard built ahead`);
      return result.body;
    });
    // Not awaited unless the library stage asks for it (a build that fails its documents never does).
    body.catch(() => {});
    bodies.set(path, { key, body });
  }
  return (path, key) => {
    const built = bodies.get(path);
    if (!built || built.key !== key) return undefined;
    onUsed?.(path);
    return built.body;
  };
}
