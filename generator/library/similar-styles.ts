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
export function similarList({ input, changed }: LibraryContext, digest: DocumentDigest) {
  const { previous } = input;
  const neighbours = input.neighbours.get(digest.summary.slug) ?? [];
  const entries = neighbours.map((n) => ({ slug: n.key, score: similarityScore(Math.sqrt(n.d2)) }));
  const same = previous !== undefined && sameNeighbours(previous.neighbours.get(digest.summary.slug), neighbours) && !entries.some((e) => changed.has(e.slug));
  return { entries, same };
}

export const similarStyles: LibraryFamily = {
  name: 'similar styles',
  routed: false,
  *files(context) {
    for (const digest of context.input.digests) {
      const slug = digest.summary.slug;
      const { entries, same } = similarList(context, digest);
      if (context.input.omitUnchanged && same) continue;
      yield {
        url: `${styleUrl(slug)}/similar`,
        path: `api/styles/${slug}/similar.json`,
        unchanged: same,
        body: () => `{"data":[${entries.map((e) => `${context.table.get(e.slug)!.json.slice(0, -1)},"score":${e.score}}`).join(',')}]}`,
      };
    }
  },
};
