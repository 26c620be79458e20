/** Similar styles: from scratch on a full build; otherwise only for the styles a change can affect. */
import { allNeighbours, updateNeighbours, type KeyedNeighbour } from '../similarity/nearest';
import type { CachedDocument } from './build-cache';
import type { RenderedDocuments } from './documents-stage';
import type { BuildPlan } from './read-stage';

/** Each cached style's neighbours as the previous build found them. */
export const cachedNeighbours = (cached: ReadonlyMap<string, CachedDocument>) => new Map([...cached].map(([slug, entry]) => [slug, entry.neighbours]));

export function similarStage(plan: BuildPlan, documents: RenderedDocuments): Map<string, KeyedNeighbour[]> {
  const vectors = new Map(documents.digests.map((d) => [d.summary.slug, d.features]));
  if (!plan.previous) return allNeighbours(vectors);
  return updateNeighbours(vectors, cachedNeighbours(plan.cached), new Set([...documents.fresh.keys(), ...plan.removedSlugs]));
}
