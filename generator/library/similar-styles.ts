/** GET /api/styles/{slug}/similar: a style's most similar styles, each its summary with a score. */
import type { DocumentDigest } from '../pipeline/document-stage';
import { styleUrl } from '../responses/routes';
import { sameNeighbours, similarityScore } from '../similarity/nearest';
import type { LibraryContext } from './library-context';
import type { LibraryFamily } from './library-file';

/**
 * A style's similar styles with their scores, and whether the list is the previous build's: the same
 * neighbours, none of whose summaries changed (the preview page, which shows them, reads this too).
 */
export function similarList(context: LibraryContext, digest: DocumentDigest): SimilarList {
  let lists = listsOf.get(context);
  if (!lists) listsOf.set(context, (lists = new Map()));
  const slug = digest.summary.slug;
  let list = lists.get(slug);
  if (!list) {
    const { input, changed } = context;
    const neighbours = input.neighbours.get(slug) ?? [];
    const same = input.previous !== undefined && sameNeighbours(input.previous.neighbours.get(slug), neighbours) && !neighbours.some((n) => changed.has(n.key));
    // Scored only where a file is made: an edit at 10,000 styles makes a handful, and asks every style whether it is the same.
    let entries: SimilarEntry[] | undefined;
    lists.set(slug, (list = { same, get entries() { return (entries ??= neighbours.map((n) => ({ slug: n.key, score: similarityScore(Math.sqrt(n.d2)) }))); } }));
  }
  return list;
}

interface SimilarEntry {
  slug: string;
  score: number;
}

interface SimilarList {
  readonly entries: SimilarEntry[];
  same: boolean;
}

/** Each style's list, made once per build: the similar-style files and the preview pages both read every style's. */
const listsOf = new WeakMap<LibraryContext, Map<string, SimilarList>>();

export const similarStyles: LibraryFamily = {
  name: 'similar styles',
  routed: false,
  *files(context) {
    for (const digest of context.input.digests) {
      const slug = digest.summary.slug;
      const list = similarList(context, digest);
      if (context.input.omitUnchanged && list.same) continue;
      yield {
        url: `${styleUrl(slug)}/similar`,
        path: `api/styles/${slug}/similar.json`,
        unchanged: list.same,
        body: () => `{"data":[${list.entries.map((e) => `${context.table.get(e.slug)!.json.slice(0, -1)},"score":${e.score}}`).join(',')}]}`,
      };
    }
  },
};
