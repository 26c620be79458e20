/**
 * Issues 14 and 22: an incremental build updates the similar-style lists from the previous ones
 * (updateNeighbours) and must end with exactly the lists a build from scratch computes (allNeighbours),
 * whatever changed: styles moved, added, removed, or nothing.
 */
import { describe, expect, it } from 'vitest';
import { allNeighbours, updateNeighbours } from '../../generator/similarity/nearest';

/** A seeded generator (mulberry32), so a failure is reproducible. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points on a coarse grid, so equal distances (ties broken by order) happen often. */
const library = (next: () => number, count: number) => new Map(Array.from({ length: count }, (_, i) => [`s${i}`, Array.from({ length: 4 }, () => Math.round(next() * 4))]));

describe('updateNeighbours', () => {
  it('gives the lists a build from scratch gives, after edits, additions and removals', () => {
    const next = random(22);
    for (let round = 0; round < 40; round++) {
      const before = library(next, 60);
      const previous = allNeighbours(before);
      const after = new Map(before);
      const changed = new Set<string>();
      for (let k = 0; k < 1 + Math.floor(next() * 3); k++) {
        const key = `s${Math.floor(next() * 60)}`;
        const kind = next();
        if (kind < 0.5) after.set(key, Array.from({ length: 4 }, () => Math.round(next() * 4)));
        else if (kind < 0.75) after.delete(key);
        else after.set(`new${round}-${k}`, Array.from({ length: 4 }, () => Math.round(next() * 4)));
        changed.add(kind < 0.75 ? key : `new${round}-${k}`);
      }
      expect(updateNeighbours(after, previous, changed)).toEqual(allNeighbours(after));
    }
  });

  it('keeps every list when nothing changed', () => {
    const vectors = library(random(7), 30);
    const previous = allNeighbours(vectors);
    expect(updateNeighbours(vectors, previous, new Set())).toEqual(previous);
  });
});
