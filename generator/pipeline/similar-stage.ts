/** Similar styles: from scratch on a full build; otherwise only for the styles a change can affect. */
import { allNeighbours, updateNeighbours, type KeyedNeighbour } from '../similarity/nearest';
import type { CachedDocument } from './build-cache';
import type { RenderedDocuments } from './documents-stage';
import type { BuildPlan } from './read-stage';

/** Each cached style's neighbours as the previous build found them. */
export const cachedNeighbours = (cached: ReadonlyMap<string, CachedDocument>) => new Map([...cached].map(([slug, entry]) => [slug, entry.neighbours]));

/** Whether a rendered style's features differ from its cached ones (a description or body edit keeps them). */
const moved = (plan: BuildPlan, slug: string, features: readonly number[]) => {
  const before = plan.cached.get(slug)?.digest.features;
  return !before || before.length !== features.length || before.some((v, i) => v !== features[i]);
};

export function similarStage(plan: BuildPlan, documents: RenderedDocuments): Map<string, KeyedNeighbour[]> {
  const vectors = () => new Map(documents.digests.map((d) => [d.summary.slug, d.features]));
  if (!plan.previous) return allNeighbours(vectors());
  // Only styles whose features moved (or that left) can change anyone's neighbours: each style that had one
  // of them as a neighbour is searched again in full, 10,000 distances and a sort at 10,000 styles.
  const changed = [...documents.fresh].filter(([slug, digest]) => moved(plan, slug, digest.features)).map(([slug]) => slug);
  const previous = cachedNeighbours(plan.cached);
  // None: every style is a cached one, its neighbours as they were; the cached features stay packed (build-cache.ts).
  if (changed.length === 0 && plan.removedSlugs.length === 0 && documents.digests.every((d) => previous.has(d.summary.slug))) return new Map(documents.digests.map((d) => [d.summary.slug, [...previous.get(d.summary.slug)!]]));
  return updateNeighbours(vectors(), previous, new Set([...changed, ...plan.removedSlugs]));
}
